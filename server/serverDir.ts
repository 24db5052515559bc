// The server's source directory, where its data files sit next to the code (migrations, AMFI data, IFSC tables, the
// search worker). Under tsx and Jest it is this module's own directory; the one-file build (scripts/build-server.mjs)
// runs from .build/server and its first line sets ZF_SERVER_DIR, since __dirname there is the bundle's directory.
import path from 'node:path';

export const SERVER_DIR = process.env.ZF_SERVER_DIR
  ? path.resolve(process.env.ZF_SERVER_DIR)
  : __dirname;

/** A path inside server/, e.g. serverPath('db', 'migrations'). */
export const serverPath = (...parts: string[]): string => path.join(SERVER_DIR, ...parts);
