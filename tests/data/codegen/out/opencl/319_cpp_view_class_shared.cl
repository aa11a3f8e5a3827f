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
  __local float *data_;
  int ld_;
};

struct _occa_View2D_float _occa_View2D_float__View2D(__local float *data, int ld) {
  struct _occa_View2D_float _occa_self = {0};
  struct _occa_View2D_float *this_ = &_occa_self;
  this_->data_ = data;
  this_->ld_ = ld;
  return _occa_self;
}

__local float *_occa__occa_View2D_float__operator_call_0(struct _occa_View2D_float *this_, int r, int c) {
  return &this_->data_[r * this_->ld_ + c];
}

const float _occa__occa_View2D_float__operator_call_1(const struct _occa_View2D_float *this_, int r, int c) {
  return this_->data_[r * this_->ld_ + c];
}

int _occa_View2D_float__ld(const struct _occa_View2D_float *this_) {
  return this_->ld_;
}

static int _occa_View2D_float__clampIndex(int k, int n) {
  return k < 0 ? 0 : k >= n ? n - 1 : k;
}

float _occa_applyStencil__occa_View2D_float(const struct _occa_View2D_float view, int r, int c, int n) {
  const struct Tap taps[5] = {{0, 0, 0.5f}, {-1, 0, 0.125f}, {1, 0, 0.125f}, {0, -1, 0.125f}, {0, 1, 0.125f}};
  float acc = 0.0f;
  for (int _occa_i = 0; _occa_i < 5; ++_occa_i) {
    const struct Tap *tap = &taps[_occa_i];
    {
      acc += (*tap).w * _occa__occa_View2D_float__operator_call_1(&view, _occa_View2D_float__clampIndex(r + (*tap).dr, n), _occa_View2D_float__clampIndex(c + (*tap).dc, n));
    }
  }
  return acc;
}

__kernel __attribute__((reqd_work_group_size(4, 4, 1))) void _occa_smoothTranspose_0(const int nBlocks, __global const float *in, __global float *out, __global float *trace) {
  __local float tile[4][5];
  {
    int b = 0 + get_group_id(0);
    float mine;
    {
      int r = 0 + get_local_id(1);
      {
        int c = 0 + get_local_id(0);
        struct _occa_View2D_float v = _occa_View2D_float__View2D(&tile[0][0], 5);
        __local float *slot = &*_occa__occa_View2D_float__operator_call_0(&v, r, c);
        *slot = in[b * 16 + r * 4 + c];
        if (c == 0) {
          *_occa__occa_View2D_float__operator_call_0(&v, r, _occa_View2D_float__ld(&v) - 1) = -100.0f;
        }
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int r = 0 + get_local_id(1);
      {
        int c = 0 + get_local_id(0);
        const struct _occa_View2D_float v = _occa_View2D_float__View2D(&tile[0][0], 5);
        mine = _occa_applyStencil__occa_View2D_float(v, c, r, 4);
      }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    {
      int r = 0 + get_local_id(1);
      {
        int c = 0 + get_local_id(0);
        out[b * 16 + r * 4 + c] = mine;
        if (r == c) {
          {
            volatile __global float *_occa_ptr = &trace[b];
            float _occa_old, _occa_new;
            do {
              _occa_old = *_occa_ptr;
              _occa_new = (float) (_occa_old + (mine));
            } while (atomic_cmpxchg((volatile __global uint *) _occa_ptr, as_uint(_occa_old), as_uint(_occa_new)) != as_uint(_occa_old));
          }
        }
      }
    }
  }
}
