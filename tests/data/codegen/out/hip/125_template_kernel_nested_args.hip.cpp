#include <hip/hip_runtime.h>

// A templated kernel whose helpers use nested template arguments closed by `>>`, a default
// template argument, a non-type parameter deduced from an array reference, a `static_assert`
// on the type parameter, and a `@shared` array and `@exclusive` of the template type.
template <typename T, int N = 2>
struct Vec {
  T v[N];
};

template <typename T>
struct Pair {
  T first;
  T second;
};

template <typename T, int N>
static __device__ inline T sumAll(const T (&a)[N]) {
  T s = T(0);
  for (int i = 0; i < N; ++i) {
    s += a[i];
  }
  return s;
}

extern "C" __global__ __launch_bounds__(4) void _occa_nestedTemplates_double_0(const int n, const double *in, double *out) {
  {
    int b = 0 + blockIdx.x;
    __shared__ double s[4];
    Pair<Vec<double>> p;
    {
      int t = 0 + threadIdx.x;
      p.first.v[0] = in[b * 4 + t];
      p.first.v[1] = double(2) * in[b * 4 + t];
      p.second = Vec<double>{{double(t), double(1)}};
      s[t] = sumAll(p.first.v);
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      Vec<Vec<double, 2>, 2> grid{};
      grid.v[1].v[0] = s[3 - t];
      out[b * 4 + t] = sumAll(p.second.v) + grid.v[1].v[0] + grid.v[0].v[1];
    }
  }
}
