#!/bin/sh
# This machine's limits, for the README's "how far from the limit" figures:
# memory bandwidth (`pegsol-tools bandwidth`, STREAM-style) and sequential disk
# bandwidth with the page cache bypassed (dd, O_DIRECT, 8 GiB, in the
# directory where the pass writes its layers). Run it on an idle machine.
set -e
# The repository's root, two levels up from results/runs/.
cd "$(dirname "$0")/../.."
dir=${1:-/work/t8-run}
cargo build --release -p pegsol-tools
target/release/pegsol-tools bandwidth
file=$(mktemp -p "$dir" dd-XXXXXX)
trap 'rm -f "$file"' EXIT INT TERM
echo
echo "disk, $dir, 8 GiB sequential, O_DIRECT:"
dd if=/dev/zero of="$file" bs=4M count=2048 oflag=direct conv=fsync 2>&1 | tail -n 1 | sed 's/^/  write: /'
dd if="$file" of=/dev/null bs=4M iflag=direct 2>&1 | tail -n 1 | sed 's/^/  read:  /'
