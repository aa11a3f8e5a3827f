#include <hip/hip_runtime.h>

namespace util {
  namespace detail {
    static __host__ __device__ inline int twice(int x) {
      return 2 * x;
    }
  }
  template <int K>
  static __host__ __device__ inline int addK(int x) {
    return x + K;
  }
}

// C++ inside kernels: helpers in a nested namespace, a struct with a constructor and member
// functions held in `@exclusive` state across two `@inner` loops, an `enum class` bound via a
// cast, a file-scope `constexpr` function as a `@shared` extent (a namespaced one is known bug 249), `static_assert`, a template helper with
// a non-type parameter, `switch` with fallthrough and a `do`/`while` inside `@inner`.
static __device__ constexpr int pad(int n) {
  return n + 1;
}

struct Acc {
  int sum;
  int count;
  __host__ __device__ Acc() : sum(0), count(0) {
  }
  __host__ __device__ explicit  Acc(int s) : sum(s), count(1) {
  }
  __host__ __device__ void add(int v) {
    sum += v;
    ++count;
  }
  __host__ __device__ int mean() const {
    return count ? sum / count : -1;
  }
};

enum class Width : int {
  Narrow = 4,
  Wide = 8
};

extern "C" __global__ __launch_bounds__(4) void _occa_cppState_0(const int groups, const int *in, int *out, int *other) {
  {
    int g = 0 + blockIdx.x;
    __shared__ int s[pad((int)Width::Narrow)];
    Acc acc;
    static_assert(sizeof (s) == 5 * sizeof(int), "pad");
    {
      int t = 0 + threadIdx.x;
      acc = Acc(in[g * 4 + t]);
      int k = 0;
      do {
        acc.add(util::detail::twice(k));
        ++k;
      } while (k < t);
      s[t] = acc.sum;
      if (t == 0) {
        s[4] = 100;
      }
    }
    __syncthreads();
    {
      int t = 0 + threadIdx.x;
      int r = 0;
      switch (t) {
        case 0:
          r += 1;
        case 1:
          r += 10;
          break;
        case 2:
          {
            r = util::addK<7>(r);
            break;
          }
        default:
          r = -1;
      }
      out[g * 4 + t] = acc.mean() * 1000 + s[(t + 1) % 4] + s[4];
      other[g * 4 + t] = r + acc.count * 100;
    }
  }
}
