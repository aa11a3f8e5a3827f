// `long long` and `unsigned long long` data, locals, casts and a helper: 64 bits on every
// backend (OpenCL C's `long`, which has no `long long`).
static __device__ long long mix(long long a, unsigned long long b) {
  return a * 3 + (long long)(b >> 1);
}

extern "C" __global__ __launch_bounds__(8) void _occa_longLongValues_0(const int nb, const long long *in, long long *out, unsigned long long *bits) {
  {
    int b = 0 + blockIdx.x;
    {
      int i = 0 + threadIdx.x;
      const int g = 8 * b + i;
      long long big = in[g] * 3000000000LL;
      unsigned long long u = (unsigned long long)big ^ 0xFFFFFFFFFFULL;
      out[g] = mix(big, u) + (long long)sizeof(long long);
      bits[g] = u << 3;
    }
  }
}
