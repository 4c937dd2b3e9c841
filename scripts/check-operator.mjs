#!/usr/bin/env node
/**
 * npm run check-operator -- https://operator.example [--origin https://tv.example] [--timeout 10000]
 * Walks the calls this app makes to an operator's /v2 API and prints what it found against what the app needs;
 * exits 1 when the app could not work. What it checks: scripts/operator-check.mjs.
 */
import { runCheckOperator } from './operator-check.mjs';

process.exitCode = await runCheckOperator(process.argv.slice(2));
