// The floor of bench/ssr.mjs: a bare Next.js app of the same version as ours, with nothing of ours in it.
/** @type {import('next').NextConfig} */
module.exports = { poweredByHeader: false };
