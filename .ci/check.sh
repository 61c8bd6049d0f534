#!/usr/bin/env bash
# Runs one named check (lint, typecheck, build…) and records its outcome for .ci/summarise.mjs.
name=$1; shift
mkdir -p .test-results
if "$@"; then echo passed > ".test-results/$name.check"; else echo failed > ".test-results/$name.check"; exit 1; fi
