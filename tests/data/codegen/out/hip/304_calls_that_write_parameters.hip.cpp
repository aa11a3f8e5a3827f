#include <hip/hip_runtime.h>

namespace _occa_std {
  template <typename T>
  static __host__ __device__ inline void swap(T &a, T &b) {
    T t = a;
    a = b;
    b = t;
  }
  template <typename T, typename U>
  static __host__ __device__ inline T exchange(T &obj, const U &value) {
    T old = obj;
    obj = value;
    return old;
  }
}

#include <utility>

// By-value kernel parameters written through calls oklc does not see the body of: a member
// function that is neither `const` nor `static` (directly, through a member, an overload pair
// with a `const` twin), `std::swap` and `std::exchange`. On a GPU every work-item has its own
// copy of each parameter, so a write by one work-item is invisible to the others.
struct Counter {
  int n;
  int step;
  __host__ __device__ void bump() {
    n += step;
  }
  __host__ __device__ int get() const {
    return n;
  }
  __host__ __device__ static int twice(int v) {
    return 2 * v;
  }
};

struct Pair {
  Counter first;
  __host__ __device__ int &at() {
    return first.n;
  }
  __host__ __device__ int at() const {
    return first.n;
  }
};

extern "C" __global__ __launch_bounds__(4) void _occa_callsWrite_0(Counter c, Pair p, int a, int b, int e, const Counter k, int *out) {
  {
    int g = 0 + blockIdx.x;
    {
      int t = 0 + threadIdx.x;
      if (t % 2 == 0) {
        c.bump();
        _occa_std::swap(a, b);
        p.first.bump();
      }
      if (t == 3) {
        p.at() = 40;
      }
      const int old = t == 1 ? _occa_std::exchange(e, 9) : e;
      out[g * 4 + t] = c.get() * 1000 + a * 100 + b * 10 + e + Counter::twice(k.get()) * 100000;
      out[8 + g * 4 + t] = p.first.n * 100 + old;
    }
  }
}
