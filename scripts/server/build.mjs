#!/usr/bin/env node
// `npm run build:server`: everything `npm run serve` runs, the console (dist-http/) and the server (dist-server/).
import { ensureConsoleBuild, ensureServerBuild } from './builds.mjs';

const fresh = [await ensureConsoleBuild(), await ensureServerBuild()];
if (!fresh.some(Boolean)) console.log('Both builds are current.');
