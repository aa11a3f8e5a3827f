#include <sycl/sycl.hpp>

// @restrict where the OKL reference allows it beyond parameters: typedef'd pointers (both
// spellings), pointer members of structs (a plain struct and one with a member function),
// helper return types and parameters, and locals: a row-wise axpy through small view structs.
typedef float *rptr_t;

typedef float *cptr_t;

struct field_t {
  float *__restrict__ data;
  int stride;
};

struct cfield_t {
  const float *data;
  int stride;
  float at(int i) const {
    return data[i * stride];
  }
};

float *row(float *__restrict__ base, int r, int n) {
  return base + r * n;
}

const float *crow(const float *__restrict__ base, int r, int n) {
  return base + r * n;
}

extern "C" void _occa_axpyRows_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nrows, const int &Ncols, const float &alpha, const float *x, __restrict__ rptr_t y, __restrict__ cptr_t z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int r = 0 + item_.get_group(2);
          {
            int c = 0 + item_.get_local_id(2);
            if (c < Ncols) {
              cfield_t xr;
              xr.data = crow(x, r, Ncols);
              xr.stride = 1;
              field_t yr;
              yr.data = row(y, r, Ncols);
              yr.stride = 1;
              float *__restrict__ zr = row(z, r, Ncols);
              float *__restrict__ yc = yr.data + c * yr.stride;
              *yc += alpha * xr.at(c);
              zr[c] = 2 * xr.at(c) - 1;
            }
          }
        }
      }();
    });
  });
}
