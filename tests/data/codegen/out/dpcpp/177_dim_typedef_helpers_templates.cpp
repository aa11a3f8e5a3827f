#include <sycl/sycl.hpp>

// `@dim` typedefs used as helper-function parameter types (the accessor is rewritten in the
// helper), a function template deducing the extent of a `@shared` array passed by reference,
// and a helper taking a `@shared` 2-D array as a pointer to rows.
typedef const float *cmat_t;

typedef float *vec2_t;

static float rowDot(cmat_t m, const int r, const float *v) {
  float s = 0.0f;
  for (int c = 0; c < 4; ++c) {
    s += m[c + 4 * r] * v[c];
  }
  return s;
}

static void store(vec2_t o, const int comp, const int i, const float val) {
  o[comp + 2 * i] = val;
}

template <int N>
inline float sumAll(const float (&a)[N]) {
  float s = 0.0f;
  for (int k = 0; k < N; ++k) {
    s += a[k];
  }
  return s;
}

inline float corner(const float (*rows)[4]) {
  return rows[4 - 1][0];
}

extern "C" void _occa_dimTypedefHelpers_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nE, cmat_t D, const float *q, float *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4]>(item_.get_group());
          auto &s_t = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4][4]>(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            s_q[i] = q[e * 4 + i];
            for (int j = 0; j < 4; ++j) {
              s_t[i][j] = D[j + 4 * i] * (e + 1);
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int i = 0 + item_.get_local_id(2);
            vec2_t o = out + e * 2 * 4;
            store(o, 0, i, rowDot(D, i, s_q));
            store(o, 1, i, sumAll(s_q) + corner(s_t) + sumAll(s_t[i]));
          }
        }
      }();
    });
  });
}
