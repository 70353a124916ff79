#!/usr/bin/env bash
# Installs the Debian packages the real window and its screenshot need:
# a virtual X server, Mesa software rendering (Vulkan lavapipe, GL llvmpipe),
# imagemagick + xdotool for screenshots, poppler-utils for reading PDFs back,
# and the validators the package check runs (desktop-file-utils, appstream,
# lintian, man-db, bash-completion; dpkg-dev for the package's library scan).
# Idempotent; needs root for apt.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
pkgs=(xvfb xauth mesa-vulkan-drivers libvulkan1 libegl1 libegl-mesa0 libgl1-mesa-dri
      libxkbcommon-x11-0 libx11-xcb1 libxcursor1 libxi6 libxrandr2 libfontconfig1
      imagemagick xdotool
      poppler-utils  # pdftoppm, pdftotext, pdfinfo: the handout tests read the PDFs back
      desktop-file-utils appstream lintian man-db bash-completion dpkg-dev
      python3)  # scripts/dev-profile.sh reads cargo metadata's JSON
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "installing: ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
