import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** Installed by scripts/redis.mjs when the end-to-end run starts (REDIS_SERVER_PATH names another binary). */
const REDIS_SERVER = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/** A throw-away redis-server on loopback: no persistence, memory bounded with LRU eviction. Stop it with kill(). */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory', '256mb', '--maxmemory-policy', 'allkeys-lru'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode} (is port ${port} free?)`);
    if (await answersPing(port)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on port ${port}`);
}
