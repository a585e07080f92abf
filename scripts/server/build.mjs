#!/usr/bin/env node
// `npm run build:server`: everything `npm run serve` runs, the console (dist-http/) and the server (dist-server/).
import { ensureBuilds } from './builds.mjs';

const built = await ensureBuilds();
if (!built.console && !built.server) console.log('Both builds are current.');
