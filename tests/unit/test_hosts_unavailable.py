"""deploy/hosts.py tells why a machine cannot host the namespace topology, so that its failover suite skips with the
reason instead of failing where namespaces can be listed but not made."""

from __future__ import annotations

import importlib.util
import os
import stat
from pathlib import Path
from types import ModuleType

import pytest

HOSTS_PY = Path(__file__).resolve().parents[2] / "deploy" / "hosts.py"


def _hosts() -> ModuleType:
    spec = importlib.util.spec_from_file_location("_hosts_for_unavailable", HOSTS_PY)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _fake_ip(folder: Path, script: str) -> None:
    ip = folder / "ip"
    ip.write_text(f"#!/bin/sh\n{script}\n", encoding="utf-8")
    ip.chmod(ip.stat().st_mode | stat.S_IXUSR)


@pytest.mark.parametrize(("script", "reason"), [
    # listing works, making one is refused (a container without CAP_SYS_ADMIN)
    ('[ "$2" = add ] && { echo "mount --make-shared /run/netns failed: Operation not permitted" >&2; exit 1; }; exit 0',
     "ip netns add failed: mount --make-shared /run/netns failed: Operation not permitted"),
    ('echo "Object \\"netns\\" is unknown" >&2; exit 1', 'ip netns list failed: Object "netns" is unknown'),
    ("exit 0", None),
])
def test_the_topology_says_why_it_cannot_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, script: str,
                                             reason: str | None) -> None:
    hosts = _hosts()
    _fake_ip(tmp_path, script)
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setattr(os, "geteuid", lambda: 0)
    assert hosts.unavailable() == reason


def test_without_root_there_is_no_topology(monkeypatch: pytest.MonkeyPatch) -> None:
    hosts = _hosts()
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    assert hosts.unavailable() == "network namespaces need root"
