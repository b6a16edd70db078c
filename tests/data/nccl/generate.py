#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes the sample logs of the kinds people post (issue 20) in nccl-tests' and rccl-tests'
formats. They are not measurements: every time is the minimum over the regimes below (NCCL picks
the fastest protocol and algorithm per size) of t = alpha k + f S / B, with a seeded +-1 % noise.
The regimes' bandwidths come from published figures (README.md); no third-party log is copied.

Run from this directory: python3 generate.py (the outputs are committed; tests read them).
"""

import math

GIB = 1024 ** 3


class Noise:
    """Deterministic multiplicative noise in [1 - a, 1 + a] (a small LCG, no library state)."""

    def __init__(self, seed, amplitude=0.01):
        self.state = seed
        self.amplitude = amplitude

    def __call__(self):
        self.state = (1103515245 * self.state + 12345) % (2 ** 31)
        return 1.0 + self.amplitude * (2.0 * self.state / 2 ** 31 - 1.0)


def nccl_float(v, width):
    """nccl-tests' getFloatStr: 2, 1 or 0 decimals by magnitude, then scientific."""
    power = 0
    p = 1.0
    while v >= p:
        power += 1
        p *= 10
    if power < width - 2:
        return "%*.2f" % (width, v)
    if power < width - 1:
        return "%*.1f" % (width, v)
    if power < width + 1:
        return "%*.0f" % (width, v)
    return "%*.1e" % (width, v)


# Ring cost per collective: k(n) sequential steps, bus factor f(n) (busbw = algbw f, and the
# bandwidth term is f S / B), as docs/calibration.md and nccl-tests' PERFORMANCE.md define them.
def steps(c, n):
    return 2 * (n - 1) if c == "all_reduce" else n - 1


def factor(c, n):
    if c == "all_reduce":
        return 2.0 * (n - 1) / n
    if c in ("all_gather", "reduce_scatter", "alltoall"):
        return (n - 1.0) / n
    return 1.0


def time_of(c, n, size, regimes):
    """NCCL's pick: the fastest regime at this size. regimes: (alpha per step, busbw B)."""
    return min(a * steps(c, n) + factor(c, n) * size / b for a, b in regimes)


def sweep(lo=8, hi=8 * GIB):
    s = lo
    while s <= hi:
        yield s
        s *= 2


def devices(ranks, hosts, gpu, rank_prefix="#  Rank %2d Group  0 Pid %6d on %10s device %2d "
            "[0000:%02x:00] %s", noise_every=0, noise=()):
    out = []
    per = ranks // len(hosts)
    for r in range(ranks):
        host = hosts[r // per]
        out.append(rank_prefix % (r, 41000 + r, host, r % per, 0x18 + 8 * (r % per), gpu))
        if noise_every and r % noise_every == noise_every - 1 and noise:
            out.extend(noise)
    return out


def new_table(c, n, rows, root=-1, redop=None, wordsize=4, dtype="float"):
    """The 13-column table of nccl-tests 2.x (redop and root columns, #wrong counts)."""
    if redop is None:
        redop = "sum" if c in ("all_reduce", "reduce_scatter", "reduce") else "none"
    out = ["#",
           "#                                                              out-of-place"
           "                       in-place          ",
           "#       size         count      type   redop    root     time   algbw   busbw"
           " #wrong     time   algbw   busbw #wrong",
           "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)"
           "            (us)  (GB/s)  (GB/s)       "]
    per_rank = c in ("all_gather", "reduce_scatter", "alltoall")
    for size, t_out, t_in in rows:
        count = size // wordsize // (n if per_rank else 1)
        line = "%12d  %12d  %8s  %6s  %6d" % (size, count, dtype, redop, root)
        for t in (t_out, t_in):
            algbw = size / t / 1e9
            line += "  %7s  %6s  %6s  %6s" % (nccl_float(t * 1e6, 7), nccl_float(algbw, 6),
                                             nccl_float(algbw * factor(c, n), 6), "0")
        out.append(line)
    return out


def timed(c, n, regimes, noise, sizes):
    return [(s, time_of(c, n, s, regimes) * noise(), time_of(c, n, s, regimes) * noise())
            for s in sizes]


def footer(rows, c, n, oob=0):
    avg = sum(s / t / 1e9 * factor(c, n) for s, t, _ in rows) / len(rows)
    return ["# Out of bounds values : %d %s" % (oob, "FAILED" if oob else "OK"),
            "# Avg bus bandwidth    : %.4g " % avg, "#"]


def write(name, lines):
    with open(name, "w", encoding="ascii", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


def preamble(n_gpus, maxbytes=8 * GIB, version=None):
    out = []
    if version:
        out.append(version)
    out.append("# nThread 1 nGpus %d minBytes 8 maxBytes %d step: 2(factor) warmup iters: 5 "
               "iters: 20 agg iters: 1 validation: 1 graph: 0" % (n_gpus, maxbytes))
    out.append("#")
    out.append("# Using devices")
    return out


def h100_single(name, regimes, seed, nvls):
    n = 8
    noise = Noise(seed)
    rows = timed("all_reduce", n, regimes, noise, sweep())
    lines = ["# nccl-tests version 2.13.9 nccl-headers=21903 nccl-library=21903"]
    lines += preamble(1)[1:]
    lines += devices(n, ["h100-node"], "NVIDIA H100 80GB HBM3")
    if nvls:
        lines.append("h100-node:41000:41000 [0] NCCL INFO NVLS multicast support is available "
                     "on dev 0")
    lines += new_table("all_reduce", n, rows)
    lines += footer(rows, "all_reduce", n)
    write(name, lines)


def rccl_mi300x(name):
    # rccl-tests prints nccl-tests' table; its device lines name the AMD GPU.
    n = 8
    noise = Noise(11)
    regimes = [(1.5e-6, 50e9), (4.0e-6, 312.9e9)]
    rows = timed("all_reduce", n, regimes, noise, sweep())
    lines = preamble(8)
    lines += devices(n, ["mi300x-01"], "AMD Instinct MI300X")
    lines += ["mi300x-01:41000:41000 [0] NCCL INFO RCCL version 2.20.5+hip6.2 HEAD:b4ffd2b"]
    lines += new_table("all_reduce", n, rows)
    lines += footer(rows, "all_reduce", n)
    write(name, lines)


def old_dgx2(name):
    # nccl-tests 2.0 (2019): per-program columns (redop only for reductions, root only for rooted
    # programs), an error magnitude "%5.0le" instead of #wrong; all_gather and reduce_scatter
    # printed busbw = algbw = S (n-1)/n / t. No program name anywhere.
    n = 12
    regimes = [(1.8e-6, 20e9), (5.0e-6, 118e9)]
    hosts = ["dgx2-01"]
    dev = ["#   Rank %2d Pid %6d on %10s device %2d [0x%02x] Tesla V100-SXM3-32GB" %
           (r, 52000 + r, hosts[0], r, 0x34 + r) for r in range(n)]
    programs = [
        ("all_reduce", ["size", "count", "type", "redop"]),
        ("all_gather", ["size", "count", "type"]),
        ("broadcast", ["size", "count", "type", "root"]),
        ("reduce", ["size", "count", "type", "redop", "root"]),
        ("reduce_scatter", ["size", "count", "type", "redop"]),
    ]
    lines = []
    for index, (c, cols) in enumerate(programs):
        noise = Noise(100 + index)
        lines += preamble(12, GIB)
        lines += dev
        lines.append("#")
        names = "".join("  %6s" % x if x not in ("size", "count") else "  %10s" % x
                        for x in cols)
        lines.append("# " + names[2:] + "     time   algbw   busbw  error     time   algbw   "
                     "busbw  error")
        lines.append("#        (B)    (elements)" + " " * (8 * (len(cols) - 2)) +
                     "     (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)       ")
        failed = 0
        rows = timed(c, n, regimes, noise, sweep(8, GIB))
        for i, (size, t_out, t_in) in enumerate(rows):
            per_rank = c in ("all_gather", "reduce_scatter")
            count = size // 4 // (n if per_rank else 1)
            line = "%12d  %12d  %6s" % (size, count, "float")
            if "redop" in cols:
                line += "  %6s" % "sum"
            if "root" in cols:
                line += "  %6d" % 0
            # Two rows of the reduce run failed their check (error 1e+00 in both halves).
            bad = c == "reduce" and i in (20, 21)
            for t in (t_out, t_in):
                quirk = per_rank
                algbw = size * ((n - 1.0) / n if quirk else 1.0) / t / 1e9
                busbw = algbw if quirk else algbw * factor(c, n)
                line += "  %7s  %6.2f  %6.2f  %5.0e" % (nccl_float(t * 1e6, 7), algbw, busbw,
                                                       1.0 if bad else 0.0)
                failed += 1 if bad else 0
            lines.append(line)
        lines += footer(rows, c, n, failed)
    write(name, lines)


def two_host(name, gpu, hosts, regimes, seed, noise_lines=(), info=(), maxbytes=8 * GIB):
    n = 16
    noise = Noise(seed)
    rows = timed("all_reduce", n, regimes, noise, sweep(8, maxbytes))
    lines = list(info)
    lines += preamble(1, maxbytes)
    lines += devices(n, hosts, gpu, noise_every=4, noise=noise_lines)
    lines += new_table("all_reduce", n, rows)
    lines += footer(rows, "all_reduce", n)
    write(name, lines)


if __name__ == "__main__":
    # H100, 8 GPUs, NVLS on: LL ring for small sizes, NVLS above (480 GB/s busbw, above the
    # 450 GB/s links; nccl-tests #212, Bekman).
    h100_single("h100-nvls-8gpu.log", [(0.9e-6, 60e9), (3.0e-6, 480e9)], 21, True)
    # H100, 8 GPUs, NVLS off: LL, LL128 and Simple ring (367 GB/s at 16 GiB, Bekman; nccl-tests
    # #212: "NCCL can get an effective NVLink bandwidth of 370 GB/s").
    h100_single("h100-ring-8gpu.log", [(0.9e-6, 60e9), (1.4e-6, 200e9), (3.0e-6, 367e9)], 22,
                False)
    rccl_mi300x("mi300x-8gpu-rccl.log")
    old_dgx2("dgx2-v100-12gpu-old.log")
    # Two hosts x 8 H100 on InfiniBand NDR (8 x ConnectX-7 400 Gb/s per host): 46 GB/s per NIC
    # (nccl-tests #290/#267: 46-49 of 50), 8 rails -> ring busbw 368 GB/s. Open MPI warnings
    # land inside the device list.
    mpi_noise = ["--------------------------------------------------------------------------",
                 "WARNING: There was an error initializing an OpenFabrics device.",
                 "  Local host:   h100-b",
                 "  Local device: mlx5_4",
                 "--------------------------------------------------------------------------",
                 "[h100-a:41007] 15 more processes have sent help message help-mpi-btl-openib.txt"
                 " / error in device init"]
    two_host("h100-2host-ib.log", "NVIDIA H100 80GB HBM3", ["h100-a", "h100-b"],
             [(2.0e-6, 25e9), (5.0e-6, 8 * 46e9)], 31, noise_lines=mpi_noise,
             info=["+ mpirun -np 16 -N 8 --hostfile hosts -x NCCL_IB_HCA=mlx5 ./build/perf"])
    # Two hosts x 8 A100 on RoCE (8 x 200 Gb/s per host, the A100 preset's NIC): 22 GB/s per NIC
    # of 25 (HDR-class 24 of 25, NCCL issue #412; RoCE a little lower).
    two_host("a100-2host-roce.log", "NVIDIA A100-SXM4-80GB", ["a100-01", "a100-02"],
             [(3.0e-6, 12e9), (7.0e-6, 8 * 22e9)], 41,
             info=["a100-01:2000:2000 [0] NCCL INFO NET/IB : Using [0]mlx5_0:1/RoCE [1]mlx5_1:1/"
                   "RoCE [2]mlx5_2:1/RoCE [3]mlx5_3:1/RoCE [4]mlx5_6:1/RoCE [5]mlx5_7:1/RoCE "
                   "[6]mlx5_8:1/RoCE [7]mlx5_9:1/RoCE ; OOB bond0:10.0.0.11<0>"])
    # Two cloud VMs x 8 H100 (AWS p5: 32 x 100 Gb/s EFA = 400 Gb/s per GPU). EFA runs the Simple
    # protocol only (NCCL_PROTO=simple): one regime, 36.5 GB/s per GPU's share of the NICs
    # (Bekman, network/README.md: 73 % of the line rate).
    two_host("h100-2vm-efa.log", "NVIDIA H100 80GB HBM3",
             ["ip-10-1-8-17", "ip-10-1-9-203"], [(12e-6, 8 * 36.5e9)], 51,
             info=["ip-10-1-8-17:1234:1234 [0] NCCL INFO NET/OFI Selected Provider is efa "
                   "(found 32 nics)"])
