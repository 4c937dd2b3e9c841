import { HeldBodyResponse, heldJsonResponse } from './held-body-response';

describe('HeldBodyResponse', () => {
  it('reads as a Response does: once, as text, JSON or bytes', async () => {
    const response = new HeldBodyResponse('{"a":"кино"}', { status: 201, headers: { 'x-a': '1' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('text/plain;charset=UTF-8');
    expect(response.bodyUsed).toBe(false);
    expect(await response.clone().json()).toEqual({ a: 'кино' });
    expect(new TextDecoder().decode(await response.clone().arrayBuffer())).toBe('{"a":"кино"}');
    expect(await (await response.clone().blob()).text()).toBe('{"a":"кино"}');
    expect(await response.text()).toBe('{"a":"кино"}');
    expect(response.bodyUsed).toBe(true);
    await expect(response.text()).rejects.toThrow(TypeError);
    expect(() => response.clone()).toThrow(TypeError);
  });

  it('gives a stream to a reader that asks for the body, and its bytes to no one after that', async () => {
    const response = new HeldBodyResponse('held');
    expect(await new Response(response.body).text()).toBe('held');
    expect(response.bodyUsed).toBe(true);
    expect(HeldBodyResponse.takeBytes(response)).toBeNull();
  });

  it('hands its bytes over once, and none for another Response', () => {
    const response = new HeldBodyResponse(new TextEncoder().encode('held'));
    expect(new TextDecoder().decode(HeldBodyResponse.takeBytes(response)!)).toBe('held');
    expect(HeldBodyResponse.takeBytes(response)).toBeNull();
    expect(HeldBodyResponse.takeBytes(new Response('plain'))).toBeNull();
  });

  it('has no body when empty, as a 204 must not', async () => {
    const response = new HeldBodyResponse(new Uint8Array(0), { status: 204 });
    expect(response.body).toBeNull();
    expect(await response.text()).toBe('');
  });

  it('answers JSON as Response.json does', async () => {
    const response = heldJsonResponse({ a: [1] }, { status: 200, headers: new Headers({ 'cache-control': 'no-store' }) });
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ a: [1] });
  });
});
