#include <sycl/sycl.hpp>

// A kernel parameter or `@outer` iterator written both in an `@outer` body (once per group, every
// work-item alike) and inside `@inner` loops (per work-item). On a GPU each work-item's copy
// takes the group's writes and then its own. The host needs a group copy and, initialised from
// it, a per-work-item copy; both used to get the same name, so the per-work-item copy read
// itself (`int _occa_param_n = _occa_param_n;`, uninitialised) or, as an @exclusive array, was
// declared twice in one block. Shapes:
// * `scale`: group write, then per-item writes through a lambda called from a
//   `#pragma unroll` loop (plain per-item copy);
// * `n`: group write, per-item writes in one @inner loop read by the next (@exclusive copy),
//   with a `@shared` buffer and a barrier between;
// * `b`: an @outer iterator scaled in its body and stepped per work-item by a backward `goto`;
// * `m`: written in an @outer(1) body, an @outer(0) body and an @inner body (three copies);
// * `bias`: group write above a `@tile(2, @inner, @inner)` loop that writes it per item.
extern "C" void _occa_groupAndItemCopies_0(sycl::queue *queue_, sycl::nd_range<3> *range_, int &n, float &scale, int &m, int &bias, float *x, int *y, int *z, int *w) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_sum = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[4]>(item_.get_group());
          scale *= 0.5f;
          n += 10 * b;
          {
            int t = 0 + item_.get_local_id(2);
            auto grow = [&](int k) {
              scale += k * t;
            };
            #pragma unroll 3
            for (int k = 0; k < 3; ++k) {
              grow(k);
            }
            x[b * 4 + t] = scale;
            n += t;
            s_sum[t] = t * t;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 4 + t] = n * 100 + s_sum[3 - t];
          }
        }
      }();
    });
  });
}

extern "C" void _occa_groupAndItemCopies_1(sycl::queue *queue_, sycl::nd_range<3> *range_, int &n, float &scale, int &m, int &bias, float *x, int *y, int *z, int *w) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          b *= 10;
          {
            int t = 0 + item_.get_local_id(2);
            int steps = 0;
          again:
            if (steps < t) {
              ++steps;
              ++b;
              goto again;
            }
            z[b / 10 * 4 + t] = b;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_groupAndItemCopies_2(sycl::queue *queue_, sycl::nd_range<3> *range_, int &n, float &scale, int &m, int &bias, float *x, int *y, int *z, int *w) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 3, 2)]] {
      [=]() mutable {
        {
          int a = 0 + item_.get_group(1);
          m += 1000 * a;
          {
            int c = 0 + item_.get_group(2);
            m += 100 * c;
            bias += a + c;
            {
              int _occa_tiled_i = 0 + (2 * item_.get_local_id(1));
              {
                int i = _occa_tiled_i + item_.get_local_id(2);
                if (i < 6) {
                  m += i;
                  bias *= 2;
                  w[(a * 2 + c) * 6 + i] = m * 10 + bias;
                }
              }
            }
          }
        }
      }();
    });
  });
}
