#include <occa/core/kernel.hpp>

// A non-owning 2-D view class template over @shared storage, as kernels port Kokkos-style
// code: private members with a constructor taking a pointer and a leading dimension,
// `operator()` with a `const` overload returning references, a `static` member function, the
// view constructed inside @inner bodies from `&tile[0][0]` and passed to a function template;
// `float &` to a @shared element through the view, a range-for by `const auto &` over a local
// array of aggregate stencil taps, and an @atomic trace. Each group smooths a 4 x 4 block with
// a clamped 5-point stencil and writes it transposed.
struct Tap {
  int dr;
  int dc;
  float w;
};

struct _occa_View2D_float {
  float *data_;
  int ld_;
};

_occa_View2D_float _occa_View2D_float__View2D(float *data, int ld) {
  _occa_View2D_float _occa_self = {0};
  _occa_View2D_float *this_ = &_occa_self;
  this_->data_ = data;
  this_->ld_ = ld;
  return _occa_self;
}

float *_occa__occa_View2D_float__operator_call_0(_occa_View2D_float *this_, int r, int c) {
  return &this_->data_[r * this_->ld_ + c];
}

const float _occa__occa_View2D_float__operator_call_1(const _occa_View2D_float *this_, int r, int c) {
  return this_->data_[r * this_->ld_ + c];
}

int _occa_View2D_float__ld(const _occa_View2D_float *this_) {
  return this_->ld_;
}

static int _occa_View2D_float__clampIndex(int k, int n) {
  return k < 0 ? 0 : k >= n ? n - 1 : k;
}

float _occa_applyStencil__occa_View2D_float(const _occa_View2D_float view, int r, int c, int n) {
  const Tap taps[5] = {{0, 0, 0.5f}, {-1, 0, 0.125f}, {1, 0, 0.125f}, {0, -1, 0.125f}, {0, 1, 0.125f}};
  float acc = 0.0f;
  for (int _occa_i = 0; _occa_i < 5; ++_occa_i) {
    const Tap *tap = &taps[_occa_i];
    {
      acc += (*tap).w * _occa__occa_View2D_float__operator_call_1(&view, _occa_View2D_float__clampIndex(r + (*tap).dr, n), _occa_View2D_float__clampIndex(c + (*tap).dc, n));
    }
  }
  return acc;
}

extern "C" void smoothTranspose(occa::modeKernel_t **deviceKernels, const int &nBlocks, occa::modeMemory_t *in, occa::modeMemory_t *out, occa::modeMemory_t *trace) {
  {
    const long long _occa_outer_x = nBlocks - 0;
    const long long _occa_inner_x = 4;
    const long long _occa_inner_y = 4;
    occa::dim outer, inner;
    outer.dims = 1;
    outer[0] = _occa_outer_x;
    inner.dims = 2;
    inner[0] = _occa_inner_x;
    inner[1] = _occa_inner_y;
    if (_occa_outer_x > 0 && _occa_inner_x > 0 && _occa_inner_y > 0) {
      occa::kernel kernel(deviceKernels[0]);
      kernel.setRunDims(outer, inner);
      kernel(nBlocks, in, out, trace);
    }
  }
}
