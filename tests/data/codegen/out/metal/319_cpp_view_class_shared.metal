#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

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
  View2D(threadgroup T *data, int ld) : data_(data), ld_(ld) {
  }
  threadgroup T &operator()(int r, int c) {
    return data_[r * ld_ + c];
  }
  threadgroup const T &operator()(int r, int c) const {
    return data_[r * ld_ + c];
  }
  int ld() const {
    return ld_;
  }
  static int clampIndex(int k, int n) {
    return k < 0 ? 0 : (k >= n ? n - 1 : k);
  }
  private:
  threadgroup T *data_;
  int ld_;
};

struct Tap {
  int dr;
  int dc;
  float w;
};

template <typename V>
float applyStencil(thread const V &view, int r, int c, int n) {
  const Tap taps[5] = {{0, 0, 0.5f}, {-1, 0, 0.125f}, {1, 0, 0.125f}, {0, -1, 0.125f}, {0, 1, 0.125f}};
  float acc = 0.0f;
  for (thread const auto &tap : taps) {
    acc += tap.w * view(View2D<float>::clampIndex(r + tap.dr, n), View2D<float>::clampIndex(c + tap.dc, n));
  }
  return acc;
}

kernel void _occa_smoothTranspose_0(constant int &nBlocks [[buffer(0)]], device const float *in [[buffer(1)]], device float *out [[buffer(2)]], device float *trace [[buffer(3)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  threadgroup float tile[4][5];
  {
    int b = 0 + _occa_group_position.x;
    float mine;
    {
      int r = 0 + _occa_thread_position.y;
      {
        int c = 0 + _occa_thread_position.x;
        View2D<float> v(&tile[0][0], 5);
        threadgroup float &slot = v(r, c);
        slot = in[b * 16 + r * 4 + c];
        if (c == 0) {
          v(r, v.ld() - 1) = -100.0f;
        }
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int r = 0 + _occa_thread_position.y;
      {
        int c = 0 + _occa_thread_position.x;
        const View2D<float> v(&tile[0][0], 5);
        mine = applyStencil(v, c, r, 4);
      }
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    {
      int r = 0 + _occa_thread_position.y;
      {
        int c = 0 + _occa_thread_position.x;
        out[b * 16 + r * 4 + c] = mine;
        if (r == c) {
          atomic_fetch_add_explicit(reinterpret_cast<device atomic_float *>(&trace[b]), (float) (mine), memory_order_relaxed);
        }
      }
    }
  }
}
