#include <hip/hip_runtime.h>

// `@exclusive` structs and arrays of structs (member access, whole-struct copies, a struct
// with an array member, a reference to an element taken inside `@inner`), and a `@shared`
// array of structs read back reversed.
struct Acc {
  float sum;
  int count;
  float hist[2];
};

struct Cell {
  float v;
  int k;
};

extern "C" __global__ __launch_bounds__(8) void _occa_exclusiveStructs_0(const int nb, const float *x, float *out, int *cnt) {
  {
    int b = 0 + blockIdx.x;
    Acc a;
    Acc pair[2];
    __shared__ Cell s[8];
    {
      int t = 0 + threadIdx.x;
      a.sum = x[b * 8 + t];
      a.count = 1;
      a.hist[0] = a.sum;
      a.hist[1] = -a.sum;
      pair[0] = a;
      pair[1].sum = 2 * a.sum;
      pair[1].count = t;
      s[t].v = a.sum;
      s[t].k = t;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      Acc &r = pair[1];
      r.sum += s[7 - t].v;
      r.count += s[7 - t].k;
      a.hist[1] += pair[0].hist[0];
      a.count += (&pair[0])->count;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      out[b * 8 + t] = a.hist[1] + pair[1].sum;
      cnt[b * 8 + t] = pair[1].count * 10 + a.count;
    }
  }
}
