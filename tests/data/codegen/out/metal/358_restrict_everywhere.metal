#include <metal_compute>
#include <metal_stdlib>
using namespace metal;

// @restrict where the OKL reference allows it beyond parameters: typedef'd pointers (both
// spellings), pointer members of structs (a plain struct and one with a member function),
// helper return types and parameters, and locals: a row-wise axpy through small view structs.
typedef float *rptr_t;

typedef float *cptr_t;

struct field_t {
  device float *__restrict__ data;
  int stride;
};

struct cfield_t {
  device const float *__restrict__ data;
  int stride;
  float at(int i) const {
    return data[i * stride];
  }
};

device float *row(device float *__restrict__ base, int r, int n) {
  return base + r * n;
}

device const float *crow(device const float *__restrict__ base, int r, int n) {
  return base + r * n;
}

kernel void _occa_axpyRows_0(constant int &Nrows [[buffer(0)]], constant int &Ncols [[buffer(1)]], constant float &alpha [[buffer(2)]], device const float *x [[buffer(3)]], device float *y [[buffer(4)]], device float *z [[buffer(5)]], uint3 _occa_group_position [[threadgroup_position_in_grid]], uint3 _occa_thread_position [[thread_position_in_threadgroup]]) {
  {
    int r = 0 + _occa_group_position.x;
    {
      int c = 0 + _occa_thread_position.x;
      if (c < Ncols) {
        cfield_t xr;
        xr.data = crow(x, r, Ncols);
        xr.stride = 1;
        field_t yr;
        yr.data = row(y, r, Ncols);
        yr.stride = 1;
        device float *__restrict__ zr = row(z, r, Ncols);
        device float *__restrict__ yc = yr.data + c * yr.stride;
        *yc += alpha * xr.at(c);
        zr[c] = 2 * xr.at(c) - 1;
      }
    }
  }
}
