#include <hip/hip_runtime.h>

// A non-owning 2-D view class template over @shared storage, as kernels port Kokkos-style
// code: private members with a constructor taking a pointer and a leading dimension,
// `operator()` with a `const` overload returning references, a `static` member function, the
// view constructed inside @inner bodies from `&tile[0][0]` and passed to a function template;
// `float &` to a @shared element through the view, a range-for by `const auto &` over a local
// array of aggregate stencil taps, and an @atomic trace. Each group smooths a 4 x 4 block with
// a clamped 5-point stencil and writes it transposed.
template <typename T>
class View2D {
  public:
  __host__ __device__ View2D(T *data, int ld) : data_(data), ld_(ld) {
  }
  __host__ __device__ T &operator()(int r, int c) {
    return data_[r * ld_ + c];
  }
  __host__ __device__ const T &operator()(int r, int c) const {
    return data_[r * ld_ + c];
  }
  __host__ __device__ int ld() const {
    return ld_;
  }
  __host__ __device__ static int clampIndex(int k, int n) {
    return k < 0 ? 0 : (k >= n ? n - 1 : k);
  }
  private:
  T *data_;
  int ld_;
};

struct Tap {
  int dr;
  int dc;
  float w;
};

template <typename V>
static __device__ float applyStencil(const V &view, int r, int c, int n) {
  const Tap taps[5] = {{0, 0, 0.5f}, {-1, 0, 0.125f}, {1, 0, 0.125f}, {0, -1, 0.125f}, {0, 1, 0.125f}};
  float acc = 0.0f;
  for (const auto &tap : taps) {
    acc += tap.w * view(View2D<float>::clampIndex(r + tap.dr, n), View2D<float>::clampIndex(c + tap.dc, n));
  }
  return acc;
}

extern "C" __global__ __launch_bounds__(16) void _occa_smoothTranspose_0(const int nBlocks, const float *in, float *out, float *trace) {
  {
    int b = 0 + blockIdx.x;
    __shared__ float tile[4][5];
    float mine;
    {
      int r = 0 + threadIdx.y;
      {
        int c = 0 + threadIdx.x;
        View2D<float> v(&tile[0][0], 5);
        float &slot = v(r, c);
        slot = in[b * 16 + r * 4 + c];
        if (c == 0) {
          v(r, v.ld() - 1) = -100.0f;
        }
      }
    }
    __syncthreads();
    {
      int r = 0 + threadIdx.y;
      {
        int c = 0 + threadIdx.x;
        const View2D<float> v(&tile[0][0], 5);
        mine = applyStencil(v, c, r, 4);
      }
    }
    __syncthreads();
    {
      int r = 0 + threadIdx.y;
      {
        int c = 0 + threadIdx.x;
        out[b * 16 + r * 4 + c] = mine;
        if (r == c) {
          atomicAdd(&trace[b], mine);
        }
      }
    }
  }
}
