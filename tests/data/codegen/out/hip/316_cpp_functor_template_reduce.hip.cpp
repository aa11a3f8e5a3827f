#include <hip/hip_runtime.h>

// A generic block reduction templated on a functor class, as a library author writes one
// kernel for several reductions: functors with `operator()`, a `using value_type` member, a
// `static constexpr` identity and a `static` transform; a CRTP base whose member function
// template folds through `static_cast<const Derived &>(*this)`; `Op{}(a, b)` on a brace
// temporary in an @inner body; a defaulted non-type template parameter as the @shared extent
// and @inner bound. Two instantiations (class arguments `MaxAbs` and `SumSq`) are executed.
template <typename Derived>
struct BinaryOp {
  template <typename T>
  __host__ __device__ T fold(const T *v, int n) const {
    T r = Derived::identity();
    for (int k = 0; k < n; ++k)
      r = static_cast<const Derived &>(*this)(r, v[k]);
    return r;
  }
};

struct MaxAbs : BinaryOp<MaxAbs> {
  using value_type = float;
  __host__ __device__ static constexpr value_type identity() {
    return 0.0f;
  }
  __host__ __device__ static value_type transform(value_type x) {
    return x < 0 ? -x : x;
  }
  __host__ __device__ value_type operator()(value_type a, value_type b) const {
    return a < b ? b : a;
  }
};

struct SumSq : BinaryOp<SumSq> {
  using value_type = double;
  __host__ __device__ static constexpr value_type identity() {
    return 0.0;
  }
  __host__ __device__ static value_type transform(value_type x) {
    return x * x;
  }
  __host__ __device__ value_type operator()(value_type a, value_type b) const {
    return a + b;
  }
};

extern "C" __global__ __launch_bounds__(16) void _occa_blockReduce_float_MaxAbs_16_0(const int n, const float *x, float *out) {
  {
    int g = 0 + blockIdx.x;
    __shared__ float s[16];
    {
      int t = 0 + threadIdx.x;
      const MaxAbs op{};
      MaxAbs::value_type pair[2];
      for (int k = 0; k < 2; ++k) {
        const int i = g * 2 * 16 + k * 16 + t;
        pair[k] = i < n ? MaxAbs::transform(x[i]) : MaxAbs::identity();
      }
      s[t] = op.fold(pair, 2);
    }
    __syncthreads();
    for (int w = 16 / 2; w > 0; w >>= 1) {
      {
        int t = 0 + threadIdx.x;
        if (t < w) {
          s[t] = MaxAbs{}(s[t], s[t + w]);
        }
      }
      __syncthreads();
    }
    {
      int t = 0 + threadIdx.x;
      if (t == 0) {
        out[g] = s[0];
      }
    }
  }
}

extern "C" __global__ __launch_bounds__(8) void _occa_blockReduce_double_SumSq_8_0(const int n, const double *x, double *out) {
  {
    int g = 0 + blockIdx.x;
    __shared__ double s[8];
    {
      int t = 0 + threadIdx.x;
      const SumSq op{};
      SumSq::value_type pair[2];
      for (int k = 0; k < 2; ++k) {
        const int i = g * 2 * 8 + k * 8 + t;
        pair[k] = i < n ? SumSq::transform(x[i]) : SumSq::identity();
      }
      s[t] = op.fold(pair, 2);
    }
    __syncthreads();
    for (int w = 8 / 2; w > 0; w >>= 1) {
      {
        int t = 0 + threadIdx.x;
        if (t < w) {
          s[t] = SumSq{}(s[t], s[t + w]);
        }
      }
      __syncthreads();
    }
    {
      int t = 0 + threadIdx.x;
      if (t == 0) {
        out[g] = s[0];
      }
    }
  }
}
