// `constexpr` functions of two parameters (one calling the other, one recursive) and elements
// of an unsized `constexpr` array in a `@shared` extent and in `@inner` bounds that size
// `@exclusive` storage.
static __device__ constexpr int span2(int a, int b) {
  return a * b + (a > b ? a - b : b - a);
}

static __device__ constexpr int pw(int base, int e) {
  return e == 0 ? 1 : base * pw(base, e - 1);
}

constexpr __device__ int widths[] = {3, 2, 5};

using ilong = long;

extern "C" __global__ __launch_bounds__(7) void _occa_constexprTwoParams_0(const int nb, int *out) {
  {
    int b = 0 + blockIdx.x;
    __shared__ int s[pw(2, 4)];
    int e;
    {
      int t = 0 + threadIdx.x;
      s[t] = t * (int)(ilong)pw(3, 2);
      e = b * 100 + t;
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      out[b * 7 + t] = e + s[6 - t];
    }
  }
}
