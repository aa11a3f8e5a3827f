#include <type_traits>

// Template helpers steered by standard type traits: `if constexpr` on std::is_same_v, a
// std::enable_if_t default template argument, std::conditional_t choosing the accumulator
// type, and std::is_integral_v in a static_assert; the kernel calls them with float, double
// and int arguments.
template <typename T>
static __device__ inline T weigh(T v) {
  if constexpr (std::is_same_v<T, float>) {
    return v * 2;
  } else if constexpr (std::is_same_v<T, double> || std::is_integral_v<T>) {
    return v * 3;
  } else {
    return v;
  }
}

template <typename T, std::enable_if_t<std::is_floating_point_v<T>, int> = 0>
static __device__ inline std::conditional_t<(sizeof(T) > 4), double, float> half(T v) {
  return v / 2;
}

template <typename T>
struct Acc {
  using type = std::conditional_t<std::is_integral_v<T>, long int, double>;
};

static_assert(std::is_integral_v<int> && !std::is_integral_v<float>, "traits");

extern "C" __global__ __launch_bounds__(8) void _occa_traits_0(const int n, const float *xf, const double *xd, const int *xi, double *y) {
  {
    int _occa_tiled_i = 0 + (8 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        typename Acc<int>::type whole = weigh(xi[i]);
        typename Acc<float>::type frac = weigh(xf[i]) + weigh(xd[i]);
        std::conditional_t<true, double, int> h = half(xd[i]) + half(xf[i]);
        y[i] = whole + frac + h;
      }
    }
  }
}
