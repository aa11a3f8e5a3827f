// @restrict where the OKL reference allows it beyond parameters: typedef'd pointers (both
// spellings), pointer members of structs (a plain struct and one with a member function),
// helper return types and parameters, and locals: a row-wise axpy through small view structs.
typedef float *rptr_t;

typedef float *cptr_t;

struct field_t {
  __global float *restrict data;
  int stride;
};

struct cfield_t {
  __global const float *restrict data;
  int stride;
};

float cfield_t__at(const struct cfield_t *this_, int i) {
  return this_->data[i * this_->stride];
}

__global float *row(__global float *restrict base, int r, int n) {
  return base + r * n;
}

__global const float *crow(__global const float *restrict base, int r, int n) {
  return base + r * n;
}

__kernel __attribute__((reqd_work_group_size(8, 1, 1))) void _occa_axpyRows_0(const int Nrows, const int Ncols, const float alpha, __global const float *x, __global float *restrict y, __global float *restrict z) {
  {
    int r = 0 + get_group_id(0);
    {
      int c = 0 + get_local_id(0);
      if (c < Ncols) {
        struct cfield_t xr;
        xr.data = crow(x, r, Ncols);
        xr.stride = 1;
        struct field_t yr;
        yr.data = row(y, r, Ncols);
        yr.stride = 1;
        __global float *restrict zr = row(z, r, Ncols);
        __global float *restrict yc = yr.data + c * yr.stride;
        *yc += alpha * cfield_t__at(&xr, c);
        zr[c] = 2 * cfield_t__at(&xr, c) - 1;
      }
    }
  }
}
