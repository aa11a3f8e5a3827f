namespace _occa_std {
  template <typename T, unsigned long int N>
  struct array {
    T _occa_elems[N];
    __host__ __device__ T &operator[](unsigned long int i) {
      return _occa_elems[i];
    }
    __host__ __device__ const T &operator[](unsigned long int i) const {
      return _occa_elems[i];
    }
    __host__ __device__ T *data() {
      return _occa_elems;
    }
    __host__ __device__ const T *data() const {
      return _occa_elems;
    }
    __host__ __device__ T *begin() {
      return _occa_elems;
    }
    __host__ __device__ const T *begin() const {
      return _occa_elems;
    }
    __host__ __device__ T *end() {
      return _occa_elems + N;
    }
    __host__ __device__ const T *end() const {
      return _occa_elems + N;
    }
    __host__ __device__ constexpr unsigned long int size() const {
      return N;
    }
  };
}

#include <array>

// std::array as kernel locals and helper parameters: declared with `{}` and with a brace list,
// an array of arrays (`std::array<std::array<float, 2>, 3>`, its `>>` split), passed by const
// reference to a helper whose return type is a std::array, sized through `.size()` and
// `sizeof(std::array<float, 4>)`, and built in an expression (`std::array<int, 3>{...}`).
static __device__ inline _occa_std::array<float, 4> powers(float v) {
  _occa_std::array<float, 4> p{};
  p[0] = 1.0f;
  for (std::size_t j = 1; j < p.size(); ++j) {
    p[j] = p[j - 1] * v;
  }
  return p;
}

static __device__ inline float dot4(const _occa_std::array<float, 4> &a, const _occa_std::array<float, 4> &b) {
  float s = 0.0f;
  for (int j = 0; j < 4; ++j) {
    s += a[j] * b[j];
  }
  return s;
}

extern "C" __global__ __launch_bounds__(16) void _occa_polyEval_0(const int n, const float *x, const float *coef, float *y, int *w) {
  {
    int _occa_tiled_i = 0 + (16 * blockIdx.x);
    {
      int i = _occa_tiled_i + threadIdx.x;
      if (i < n) {
        _occa_std::array<float, 4> c = {coef[0], coef[1], coef[2], coef[3]};
        const _occa_std::array<float, 4> p = powers(x[i]);
        _occa_std::array<_occa_std::array<float, 2>, 3> m{};
        for (int r = 0; r < 3; ++r) {
          m[r][0] = r * x[i];
          m[r][1] = r + 1.0f;
        }
        y[i] = dot4(c, p) + m[2][0] * m[1][1];
        const int words = sizeof(_occa_std::array<float, 4>) / sizeof(float);
        w[i] = words + _occa_std::array<int, 3>{i, 2 * i, 3}[1] + static_cast<int>(c.size());
      }
    }
  }
}
