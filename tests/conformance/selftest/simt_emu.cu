// Self-test of the CPU emulation in tests/conformance/simt-emu: each scenario, named by the first
// argument, launches kernels and prints what they computed; `tests/suites/conformance.rs` checks
// the lines (`simt_emulation_*`). Built with g++ against the emulation's CUDA header, or its HIP
// header with -DOKLC_SELFTEST_HIP.
#ifdef OKLC_SELFTEST_HIP
#include <hip/hip_runtime.h>
#define LAUNCH hipLaunchKernel
#define LAST_ERROR hipGetLastError
#define ERROR_STRING hipGetErrorString
#else
#include <cuda_runtime.h>
#define LAUNCH cudaLaunchKernel
#define LAST_ERROR cudaGetLastError
#define ERROR_STRING cudaGetErrorString
#endif

#include <cstdio>
#include <cstring>

// Reverses each block's slice through shared memory; `fence` says whether the barrier between
// the write and the read is there.
extern "C" __global__ void reverse(const int *in, int *out, int fence) {
  __shared__ int s[64];
  unsigned int t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  if (fence) __syncthreads();
  out[blockIdx.x * blockDim.x + t] = s[blockDim.x - 1 - t];
}

// Writes each thread's flattened coordinates and the launch's shape.
extern "C" __global__ void coordinates(int *out) {
  unsigned int block = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned int local = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  unsigned int size = blockDim.x * blockDim.y * blockDim.z;
  out[block * size + local] = (int)(1000 * block + local);
}

extern "C" __global__ void shape(int *out) {
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    out[0] = (int)gridDim.x;
    out[1] = (int)blockDim.x;
    out[2] = warpSize;
  }
}

extern "C" __global__ void atomics(int *sum, unsigned int *wrap, int *cas_winner) {
  atomicAdd(sum, 1);
  atomicInc(wrap, 9u);
  atomicCAS(cas_winner, -1, (int)(blockIdx.x * blockDim.x + threadIdx.x));
}

// Thread 0 waits at the block barrier while the rest of its warp waits at the warp barrier:
// neither barrier can complete.
extern "C" __global__ void deadlock(int *out) {
  if (threadIdx.x == 0) {
    __syncthreads();
  } else {
    __syncwarp();
    __syncthreads();
  }
  out[threadIdx.x] = 1;
}

// AMD's wave barrier under a branch that leaves out half of the wavefront, while those lanes
// wait at the block barrier: the wavefront's active lanes go on.
extern "C" __global__ void wave_branch(int *out) {
  __shared__ int s[64];
  unsigned int t = threadIdx.x;
  s[t] = (int)t;
  __syncthreads();
  if (t < 32) {
    s[t] += s[t + 32];
    __builtin_amdgcn_wave_barrier();
  }
  __syncthreads();
  if (t == 0) {
    int sum = 0;
    for (int k = 0; k < 32; ++k) sum += s[k];
    out[0] = sum;
  }
}

// Each block reads what the block before it wrote: a race on a GPU, which the order of the
// blocks decides here.
extern "C" __global__ void chain(int *out) {
  if (threadIdx.x == 0) out[blockIdx.x + 1] = out[blockIdx.x] + 1;
}

// Registered with `__launch_bounds__(32)`'s thread count.
extern "C" __global__ void bounded(int *out) { out[threadIdx.x] = 1; }

// Threads that return early do not hold the others at a barrier.
extern "C" __global__ void early_exit(int *out) {
  if (threadIdx.x % 2 == 1) return;
  out[threadIdx.x] = 1;
  __syncthreads();
  out[blockDim.x + threadIdx.x] = out[threadIdx.x] + out[(threadIdx.x + 2) % blockDim.x];
}

static oklc_simt::Registration r1(&reverse), r2(&coordinates), r3(&shape), r4(&atomics),
    r5(&deadlock), r6(&early_exit), r7(&wave_branch), r8(&chain), r9(&bounded, 32);

static void report(const char *what) {
  std::printf("%s: %s\n", what, ERROR_STRING(LAST_ERROR()));
}

int main(int argc, char **argv) {
  const char *scenario = argc > 1 ? argv[1] : "";
  if (std::strcmp(scenario, "reverse") == 0 || std::strcmp(scenario, "reverse-unfenced") == 0) {
    int fence = std::strcmp(scenario, "reverse") == 0;
    int in[128], out[128];
    for (int i = 0; i < 128; ++i) in[i] = i;
    const int *pin = in;
    int *pout = out;
    void *args[] = {&pin, &pout, &fence};
    LAUNCH((const void *)&reverse, dim3(2), dim3(64), args, 0, 0);
    report("launch");
    int wrong = 0;
    for (int b = 0; b < 2; ++b)
      for (int t = 0; t < 64; ++t) wrong += out[b * 64 + t] != b * 64 + 63 - t;
    std::printf("wrong: %d\n", wrong);
  } else if (std::strcmp(scenario, "coordinates") == 0) {
    static int out[2 * 3 * 2 * 4 * 2 * 3];
    int *p = out;
    void *args[] = {&p};
    LAUNCH((const void *)&coordinates, dim3(2, 3, 2), dim3(4, 2, 3), args, 0, 0);
    report("launch");
    int wrong = 0;
    for (int b = 0; b < 12; ++b)
      for (int t = 0; t < 24; ++t) wrong += out[b * 24 + t] != 1000 * b + t;
    std::printf("wrong: %d\n", wrong);
    int sh[3] = {0, 0, 0};
    int *ps = sh;
    void *args2[] = {&ps};
    LAUNCH((const void *)&shape, dim3(5), dim3(7), args2, 0, 0);
    std::printf("shape: %d %d %d\n", sh[0], sh[1], sh[2]);
  } else if (std::strcmp(scenario, "atomics") == 0) {
    int sum = 0, winner = -1;
    unsigned int wrap = 0;
    int *ps = &sum, *pw = &winner;
    unsigned int *pwrap = &wrap;
    void *args[] = {&ps, &pwrap, &pw};
    LAUNCH((const void *)&atomics, dim3(3), dim3(33), args, 0, 0);
    report("launch");
    std::printf("sum: %d wrap: %u winner: %d\n", sum, wrap, winner);
  } else if (std::strcmp(scenario, "errors") == 0) {
    int out[4];
    int *p = out;
    void *args[] = {&p};
    LAUNCH((const void *)&shape, dim3(1), dim3(2048), args, 0, 0);
    report("too many threads");
    report("after reading");
    LAUNCH((const void *)&main, dim3(1), dim3(1), args, 0, 0);
    report("not a kernel");
  } else if (std::strcmp(scenario, "early-exit") == 0) {
    int out[16] = {0};
    int *p = out;
    void *args[] = {&p};
    LAUNCH((const void *)&early_exit, dim3(1), dim3(8), args, 0, 0);
    report("launch");
    std::printf("out:");
    for (int i = 8; i < 16; ++i) std::printf(" %d", out[i]);
    std::printf("\n");
  } else if (std::strcmp(scenario, "chain") == 0) {
    int out[5] = {0, -1, -1, -1, -1};
    int *p = out;
    void *args[] = {&p};
    LAUNCH((const void *)&chain, dim3(4), dim3(2), args, 0, 0);
    report("launch");
    std::printf("chain: %d %d %d %d\n", out[1], out[2], out[3], out[4]);
  } else if (std::strcmp(scenario, "bounds") == 0) {
    int out[64];
    int *p = out;
    void *args[] = {&p};
    LAUNCH((const void *)&bounded, dim3(1), dim3(32), args, 0, 0);
    report("at the bound");
    LAUNCH((const void *)&bounded, dim3(1), dim3(64), args, 0, 0);
    report("over the bound");
  } else if (std::strcmp(scenario, "wave-branch") == 0) {
    int out[1] = {0};
    int *p = out;
    void *args[] = {&p};
    LAUNCH((const void *)&wave_branch, dim3(1), dim3(64), args, 0, 0);
    report("launch");
    std::printf("sum: %d\n", out[0]);
  } else if (std::strcmp(scenario, "deadlock") == 0) {
    int out[64];
    int *p = out;
    void *args[] = {&p};
    LAUNCH((const void *)&deadlock, dim3(1), dim3(64), args, 0, 0);
    report("launch");
  } else {
    std::printf("unknown scenario `%s`\n", scenario);
    return 2;
  }
  return 0;
}
