// `@shared` extents, `@exclusive` sizes and `@inner` bounds written with C++ constant
// expressions that are not plain literals: a `constexpr` function, a `static constexpr`
// struct member, `sizeof` of a type, an enumerator of a typed enum, and a template-free
// `constexpr` array element.
static __device__ constexpr int sq(int x) {
  return x * x;
}

struct Cfg {
  static constexpr int lanes = 4;
};

enum Width : unsigned char {
  W2 = 2,
  W4 = 4
};

constexpr __device__ int strides[3] = {1, 4, 16};

extern "C" __global__ __launch_bounds__(16) void _occa_constexprExtents_0(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[sq(Cfg::lanes)];
    __shared__ int u[sizeof(double) * W2];
    int e;
    {
      int t = 0 + threadIdx.x;
      s[t] = t * strides[1];
      if (t < (int)sizeof(u) / (int)sizeof(int)) {
        u[t] = t;
      }
      e = b * 100 + t;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      out[b * 16 + t] = e + s[15 - t] + (t < 16 ? u[t] : 0) * strides[2];
    }
  }
}
