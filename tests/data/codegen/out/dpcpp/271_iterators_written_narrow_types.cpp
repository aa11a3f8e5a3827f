#include <sycl/sycl.hpp>

// OKL iterators of types narrower than `int` (a `signed char` @outer loop that OpenMP
// parallelises, `unsigned char` and `short` @inner loops starting near their limits) written
// inside @inner bodies, next to a user @exclusive array:
// * the @outer iterator stepped in the mid-level body of a 2-D nest and read in the next
//   innermost loop (an @exclusive per-work-item copy, replicated across the mid-level body);
// * an innermost `short` iterator bumped after a `#pragma unroll 3` loop that fills the
//   @exclusive array (a plain copy first in the body);
// * an `unsigned char` @inner iterator advanced by a grid-stride `while` inside its body, writing
//   a `@shared` histogram read after a barrier.
extern "C" void _occa_narrowIteratorsWritten_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, int *z, int *h) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 3)]] {
      [=]() mutable {
        {
          signed char g = 100 + (3 * item_.get_group(2));
          int r[3];
          auto &s_h = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[8]>(item_.get_group());
          {
            unsigned char t = 250 + item_.get_local_id(1);
            g += 1;
            {
              short s = -2 + item_.get_local_id(2);
              #pragma unroll 3
              for (int k = 0; k < 3; ++k) {
                r[k] = g * 1000 + t * 10 + s + k;
              }
              s += 100;
              if (s < 99) {
                r[1] = -1;
              }
            }
            {
              short s = -2 + item_.get_local_id(2);
              z[((g - 101) / 3 * 4 + (t - 250)) * 3 + (s + 2)] = r[0] + r[2] + (g - 101) % 3;
            }
          }
          {
            unsigned char u = 0 + item_.get_local_id(1);
            {
              short s = 0 + item_.get_local_id(2);
              if (s == 0) {
                s_h[u] = 0;
                s_h[u + 4] = 0;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            unsigned char u = 250 + item_.get_local_id(1);
            {
              short s = 0 + item_.get_local_id(2);
              if (s == 0) {
                while (u < n + 250) {
                  s_h[(u - 250) % 8] += r[1];
                  u += 2;
                }
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            unsigned char u = 0 + item_.get_local_id(1);
            {
              short s = 0 + item_.get_local_id(2);
              if (s < 2) {
                h[(g - 100) / 3 * 8 + u * 2 + s] = s_h[u * 2 + s];
              }
            }
          }
        }
      }();
    });
  });
}
