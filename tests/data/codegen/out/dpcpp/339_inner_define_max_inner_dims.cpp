#include <sycl/sycl.hpp>

// `@inner` extents given by `#define` (an expression macro `NT = NQ * NQ`, a `-D` value
// `p_Nq`, a `#define` inside the kernel's `#if`) beside run-time extents bounded by
// `@max_inner_dims(MAXT)`: a `@shared` buffer filled in two pieces (`0 .. NT` and
// `NT .. MAXT`), read with a run-time `@inner` extent; an `@exclusive` value written in the
// first loop and read only where the work-item exists in both; a 2-D `p_Nq x p_Nq` nest.
extern "C" void _occa_innerDefineMaxInnerDims_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &ne, const int &m, const float *x, float *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[16]>(item_.get_group());
          float r;
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 3 * 3) {
              s[t] = x[e * (3 * 3) + t];
              r = 2.0f * t;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 3 * 3 + item_.get_local_id(2);
            if (t < 16) {
              s[t] = -1.0f;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < m) {
              float v = s[t] + s[(t + 1) % 16];
              if (t < 3 * 3) {
                v += r;
              }
              y[e * 16 + t] = v;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_innerDefineMaxInnerDims_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &ne, const int &m, const float *x, float *y, int *z) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &plane = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[4 * 4]>(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              plane[j * 4 + i] = e * 100 + j * 10 + i;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 4 - 1 - item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              z[e * (4 * 4) + i * 4 + j] = plane[j * 4 + i] + (int)sizeof(plane) / (int)sizeof(int);
            }
          }
        }
      }();
    });
  });
}
