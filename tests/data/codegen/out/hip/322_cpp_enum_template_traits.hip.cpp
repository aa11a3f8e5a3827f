#include <hip/hip_runtime.h>

// Compile-time dispatch as HPC libraries write it: a templated kernel whose non-type parameter
// is a scoped enumeration (instantiated with `Layout::ColMajor`), a primary class template left
// undefined and two explicit specializations with `static constexpr` member functions chosen by
// it, a class template accumulator with an `explicit` constructor, `= default` default
// constructor, `operator+=`, a conversion operator and a `friend` free function, kept as
// @exclusive state across @inner loops; a `using` member type alias through `typename`, and a
// `@shared` vector sized by the second non-type parameter.
enum class Layout : int {
  RowMajor = 0,
  ColMajor = 1
};

template <Layout L>
struct Index;

template <>
struct Index<Layout::RowMajor> {
  __host__ __device__ static constexpr int at(int r, int c, int ld) {
    return r * ld + c;
  }
};

template <>
struct Index<Layout::ColMajor> {
  __host__ __device__ static constexpr int at(int r, int c, int ld) {
    return c * ld + r;
  }
};

template <typename T>
class Accum {
  public:
  using value_type = T;
  Accum() = default;
  __host__ __device__ explicit  Accum(T start) : sum_(start), terms_(0) {
  }
  __host__ __device__ Accum &operator+=(T v) {
    sum_ += v;
    ++terms_;
    return *this;
  }
  __host__ __device__ operator T() const {
    return sum_;
  }
  __host__ __device__ friend int termsOf(const Accum &a) {
    return a.terms_;
  }
  private:
  T sum_ = T(0);
  int terms_ = 0;
};

extern "C" __global__ __launch_bounds__(4) void _occa_matVec_1_4_0(const int nMats, const double *A, const double *x, double *y, int *terms) {
  {
    int m = 0 + blockIdx.x;
    __shared__ double s_x[4];
    Accum<double> acc;
    {
      int r = 0 + threadIdx.x;
      s_x[r] = x[m * 4 + r];
      acc = Accum<double>(0.5 * r);
    }
    __syncthreads();
    {
      int r = 0 + threadIdx.x;
      for (int c = 0; c < 4; ++c) {
        const typename Accum<double>::value_type a = A[m * 4 * 4 + Index<((Layout)1)>::at(r, c, 4)];
        if (a != 0.0) {
          acc += a * s_x[c];
        }
      }
    }
    __syncthreads();
    {
      int r = 0 + threadIdx.x;
      const double total = acc;
      y[m * 4 + r] = total;
      terms[m * 4 + r] = termsOf(acc);
    }
  }
}
