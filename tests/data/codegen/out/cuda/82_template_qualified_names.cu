// Template-ids in qualified names: `Pow<K>::eval(x)` (a static member function of a class
// template specialization), `Traits<T>::value_type` (a member typedef as a declaration's
// type), `util::cube<int>(v)` (a namespace-qualified function template with explicit
// arguments), and an explicit specialization `template <> struct Pow<0>` ending a recursion.
template <int K>
struct Pow {
  __host__ __device__ static int eval(int x) {
    return x * Pow<K - 1>::eval(x);
  }
};

template <>
struct Pow<0> {
  __host__ __device__ static int eval(int) {
    return 1;
  }
};

namespace util {
  template <typename T>
  static __host__ __device__ inline T cube(T x) {
    return x * x * x;
  }
}

// namespace util
template <typename T>
struct Traits {
  typedef T value_type;
  static constexpr int scale = 2;
};

extern "C" __global__ __launch_bounds__(8) void _occa_templateQualifiedNames_0(const int n, const int *x, int *y) {
  {
    int b = 0 + (8 * blockIdx.x);
    {
      int t = 0 + threadIdx.x;
      const int i = b + t;
      if (i < n) {
        typename Traits<float>::value_type half = 0.5f * x[i];
        y[i] = Pow<3>::eval(x[i]) + Traits<int>::scale * (int)(half * 2.0f) - util::cube<int>(t);
      }
    }
  }
}
