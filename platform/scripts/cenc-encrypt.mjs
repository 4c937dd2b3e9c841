// Encrypts ffmpeg's fragmented DASH output in place with Common Encryption 'cenc' (AES-128-CTR), because
// ffmpeg 5/6 writes the encryption boxes of fragmented MP4 into moov instead of each moof, which no
// player accepts. Usage: node cenc-encrypt.mjs <dir> <kid-hex> <key-hex>; <dir> holds init-*.mp4 and
// seg-*-*.m4s from make-media.sh. Video uses subsample encryption (NAL lengths and headers stay clear,
// ISO/IEC 23001-7 section 9.2), audio whole-sample encryption. Called by make-media.sh only.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const [dir, kidHex, keyHex] = process.argv.slice(2);
if (!dir || !/^[0-9a-f]{32}$/.test(kidHex ?? '') || !/^[0-9a-f]{32}$/.test(keyHex ?? '')) {
  console.error('usage: node cenc-encrypt.mjs <dir> <kid-hex> <key-hex>');
  process.exit(1);
}
const KID = Buffer.from(kidHex, 'hex');
const KEY = Buffer.from(keyHex, 'hex');
const CLEARKEY_SYSTEM = Buffer.from('1077efecc0b24d02ace33c1e52e2fb4b', 'hex');
const IV_SIZE = 8;
/** Bytes of each video slice NAL left clear: length prefix, NAL header and the start of the slice header. */
const VIDEO_CLEAR_PREFIX = 4 + 32;
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'moof', 'traf', 'mvex', 'dinf', 'edts']);

function u32(value) {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value);
  return b;
}
function box(type, ...parts) {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
}
function fullBox(type, version, flags, ...parts) {
  return box(type, u32((version << 24) | flags), ...parts);
}
function children(buf, start = 0, end = buf.length) {
  const list = [];
  for (let at = start; at < end; ) {
    const size = buf.readUInt32BE(at);
    if (size < 8 || at + size > end) throw new Error(`bad box size ${size} at ${at}`);
    list.push({ type: buf.toString('latin1', at + 4, at + 8), start: at, size, body: buf.subarray(at + 8, at + size) });
    at += size;
  }
  return list;
}

// ---------------------------------------------------------------- init segments
function protectSampleEntry(entry) {
  const original = entry.type;
  const encryptedType = original === 'avc1' ? 'encv' : original === 'mp4a' ? 'enca' : null;
  if (!encryptedType) throw new Error(`unsupported sample entry ${original}`);
  const tenc = fullBox('tenc', 0, 0, Buffer.from([0, 0, 1, IV_SIZE]), KID);
  const sinf = box('sinf', box('frma', Buffer.from(original, 'latin1')), fullBox('schm', 0, 0, Buffer.from('cenc', 'latin1'), u32(0x10000)), box('schi', tenc));
  return box(encryptedType, entry.body, sinf);
}

function rewriteInit(buf, start = 0, end = buf.length) {
  return Buffer.concat(
    children(buf, start, end).map((child) => {
      if (child.type === 'stsd') {
        const header = child.body.subarray(0, 8);
        const entries = children(child.body, 8).map(protectSampleEntry);
        return box('stsd', header, ...entries);
      }
      if (child.type === 'moov') {
        const pssh = fullBox('pssh', 1, 0, CLEARKEY_SYSTEM, u32(1), KID, u32(0));
        return box('moov', rewriteInit(child.body), pssh);
      }
      if (CONTAINERS.has(child.type)) return box(child.type, rewriteInit(child.body));
      return buf.subarray(child.start, child.start + child.size);
    }),
  );
}

// ---------------------------------------------------------------- media segments
let ivCounter = BigInt(Date.UTC(2026, 0, 1)) << 16n;

function readTrun(body, defaultSize) {
  const flags = body.readUInt32BE(0) & 0xffffff;
  const count = body.readUInt32BE(4);
  let at = 8;
  let dataOffsetAt = -1;
  if (flags & 0x1) {
    dataOffsetAt = at;
    at += 4;
  }
  if (flags & 0x4) at += 4;
  const sizes = [];
  for (let i = 0; i < count; i += 1) {
    if (flags & 0x100) at += 4;
    if (flags & 0x200) {
      sizes.push(body.readUInt32BE(at));
      at += 4;
    } else if (defaultSize !== null) sizes.push(defaultSize);
    else throw new Error('trun without sample sizes');
    if (flags & 0x400) at += 4;
    if (flags & 0x800) at += 4;
  }
  if (dataOffsetAt < 0) throw new Error('trun without data offset');
  return { sizes, dataOffsetAt };
}

function videoSubsamples(sample) {
  const ranges = [];
  let clear = 0;
  for (let at = 0; at < sample.length; ) {
    const nalSize = sample.readUInt32BE(at);
    const nalType = sample[at + 4] & 0x1f;
    const total = 4 + nalSize;
    if (nalType >= 1 && nalType <= 5 && total > VIDEO_CLEAR_PREFIX) {
      clear += VIDEO_CLEAR_PREFIX;
      while (clear > 0xffff) {
        ranges.push([0xffff, 0]);
        clear -= 0xffff;
      }
      ranges.push([clear, total - VIDEO_CLEAR_PREFIX]);
      clear = 0;
    } else clear += total;
    at += total;
  }
  while (clear > 0xffff) {
    ranges.push([0xffff, 0]);
    clear -= 0xffff;
  }
  if (clear > 0) ranges.push([clear, 0]);
  return ranges;
}

/** Encrypts one sample in place; returns its senc entry (IV and subsamples). */
function encryptSample(sample, isVideo) {
  const iv = Buffer.alloc(IV_SIZE);
  iv.writeBigUInt64BE(ivCounter);
  ivCounter += 1n;
  const cipher = crypto.createCipheriv('aes-128-ctr', KEY, Buffer.concat([iv, Buffer.alloc(8)]));
  if (!isVideo) {
    cipher.update(sample).copy(sample);
    return { iv, subsamples: null };
  }
  const subsamples = videoSubsamples(sample);
  let at = 0;
  for (const [clear, encrypted] of subsamples) {
    at += clear;
    cipher.update(sample.subarray(at, at + encrypted)).copy(sample, at);
    at += encrypted;
  }
  return { iv, subsamples };
}

function encryptionBoxes(entries, isVideo, sencOffsetInMoof) {
  const entryBytes = entries.map(({ iv, subsamples }) => {
    if (!subsamples) return iv;
    const parts = [iv, Buffer.from([subsamples.length >> 8, subsamples.length & 0xff])];
    for (const [clear, encrypted] of subsamples) {
      const b = Buffer.alloc(6);
      b.writeUInt16BE(clear);
      b.writeUInt32BE(encrypted, 2);
      parts.push(b);
    }
    return Buffer.concat(parts);
  });
  const sizes = entryBytes.map((b) => b.length);
  const sameSize = sizes.every((s) => s === sizes[0]);
  const saiz = fullBox('saiz', 0, 0, Buffer.from([sameSize ? sizes[0] : 0]), u32(entries.length), sameSize ? Buffer.alloc(0) : Buffer.from(sizes));
  const saioSize = 8 + 4 + 4 + 4;
  const senc = fullBox('senc', 0, isVideo ? 0x2 : 0, u32(entries.length), ...entryBytes);
  const saio = fullBox('saio', 0, 0, u32(1), u32(sencOffsetInMoof(saiz.length + saioSize) + 16));
  return Buffer.concat([saiz, saio, senc]);
}

function encryptSegment(buf, isVideo) {
  const top = children(buf);
  const out = [];
  const growth = [];
  for (let i = 0; i < top.length; i += 1) {
    const child = top[i];
    if (child.type !== 'moof') {
      out.push({ type: child.type, data: Buffer.from(buf.subarray(child.start, child.start + child.size)) });
      continue;
    }
    const mdat = top[i + 1];
    if (!mdat || mdat.type !== 'mdat') throw new Error('moof without mdat');
    const moofChildren = children(child.body);
    const traf = moofChildren.find((c) => c.type === 'traf');
    const trafChildren = children(traf.body);
    const tfhd = trafChildren.find((c) => c.type === 'tfhd');
    const tfhdFlags = tfhd.body.readUInt32BE(0) & 0xffffff;
    if (tfhdFlags & 0x1 || !(tfhdFlags & 0x20000)) throw new Error('expected default-base-is-moof fragments');
    let at = 8;
    if (tfhdFlags & 0x2) at += 4;
    if (tfhdFlags & 0x8) at += 4;
    const defaultSize = tfhdFlags & 0x10 ? tfhd.body.readUInt32BE(at) : null;
    const trun = trafChildren.find((c) => c.type === 'trun');
    const { sizes, dataOffsetAt } = readTrun(trun.body, defaultSize);
    const mdatCopy = Buffer.from(buf.subarray(mdat.start, mdat.start + mdat.size));
    const dataOffset = trun.body.readInt32BE(dataOffsetAt);
    let sampleAt = dataOffset - child.size;
    const entries = sizes.map((size) => {
      const sample = mdatCopy.subarray(sampleAt, sampleAt + size);
      sampleAt += size;
      return encryptSample(sample, isVideo);
    });
    // senc lands at the end of traf: moof header, children before traf, traf header, old traf body, saiz, saio.
    const trafStartInMoof = traf.start + 8;
    const sencOffset = (beforeSenc) => trafStartInMoof + traf.size + beforeSenc;
    const added = encryptionBoxes(entries, isVideo, sencOffset);
    const newTrun = Buffer.from(trun.body);
    newTrun.writeInt32BE(dataOffset + added.length, dataOffsetAt);
    const newTraf = box(
      'traf',
      ...trafChildren.map((c) => (c === trun ? box('trun', newTrun) : traf.body.subarray(c.start, c.start + c.size))),
      added,
    );
    const newMoof = box('moof', ...moofChildren.map((c) => (c === traf ? newTraf : child.body.subarray(c.start, c.start + c.size))));
    growth.push(added.length);
    out.push({ type: 'moof', data: newMoof }, { type: 'mdat', data: mdatCopy });
    i += 1;
  }
  const sidx = out.find((b) => b.type === 'sidx');
  if (sidx) {
    const version = sidx.data[8];
    const countAt = 8 + 4 + 8 + (version === 0 ? 8 : 16) + 2;
    const count = sidx.data.readUInt16BE(countAt);
    if (count !== growth.length) throw new Error('sidx references do not match fragments');
    for (let r = 0; r < count; r += 1) {
      const at = countAt + 2 + r * 12;
      const word = sidx.data.readUInt32BE(at);
      sidx.data.writeUInt32BE(((word & 0x80000000) | ((word & 0x7fffffff) + growth[r])) >>> 0, at);
    }
  }
  return Buffer.concat(out.map((b) => b.data));
}

const files = fs.readdirSync(dir);
const kinds = new Map();
for (const file of files.filter((f) => /^init-\d+\.mp4$/.test(f))) {
  const id = file.match(/\d+/)[0];
  const buf = fs.readFileSync(path.join(dir, file));
  kinds.set(id, buf.includes(Buffer.from('avc1', 'latin1')) ? 'video' : 'audio');
  fs.writeFileSync(path.join(dir, file), rewriteInit(buf));
}
for (const file of files.filter((f) => /^seg-\d+-\d+\.m4s$/.test(f))) {
  const id = file.match(/^seg-(\d+)-/)[1];
  const full = path.join(dir, file);
  fs.writeFileSync(full, encryptSegment(fs.readFileSync(full), kinds.get(id) === 'video'));
}
console.log(`encrypted ${files.length} files in ${dir}`);
