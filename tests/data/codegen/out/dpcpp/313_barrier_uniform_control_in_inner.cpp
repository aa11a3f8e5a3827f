#include <sycl/sycl.hpp>

// `@barrier` inside `@inner` bodies under control every work-item of the group shares: the body
// of an exact `@tile(16, @inner, @inner)` (its element loop starts at a per-work-item tile
// index but always runs 16 times), a `switch` on a kernel argument, a `while` on a `@shared`
// counter read at a fixed index, a regular loop over an `@outer`-body local bound with a
// uniform `continue` and `break`, a `?:` of kernel arguments as a bound. Values never rely on
// the barriers (host backends drop barriers inside `@inner` bodies).
extern "C" void _occa_uniformInner_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const int &mode, const float *x, float *y, int *rounds) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 16)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_x = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[64]>(item_.get_group());
          auto &s_n = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2]>(item_.get_group());
          const int reps = mode > 1 ? mode : 2;
          {
            int _occa_tiled_i = 0 + (16 * item_.get_local_id(1));
            {
              int i = _occa_tiled_i + item_.get_local_id(2);
              if (i < 64) {
                s_x[i] = x[b * 64 + i];
                sycl::group_barrier(item_.get_group());
                s_n[i & 1] = i & 1 ? 0 : b + 1;
              }
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int tj = 0 + item_.get_local_id(1);
            {
              int ti = 0 + item_.get_local_id(2);
              const int t = tj * 16 + ti;
              float v = s_x[t];
              switch (mode) {
                case 1:
                  v *= 2.0f;
                  sycl::group_barrier(item_.get_group());
                  break;
                case 3:
                  v *= 3.0f;
                  sycl::group_barrier(item_.get_group());
                  break;
                default:
                  sycl::group_barrier(item_.get_group());
                  break;
              }
              int k = 0;
              while (k < s_n[0]) {
                v += 0.5f;
                sycl::group_barrier(item_.get_group());
                ++k;
              }
              for (int r = 0; r < reps + 4; ++r) {
                if (r == 1) {
                  continue;
                }
                if (r == reps) {
                  break;
                }
                v += 1.0f;
                sycl::group_barrier(item_.get_group());
              }
              y[b * 64 + t] = v;
              if (t == 0) {
                rounds[b] = k + reps;
              }
            }
          }
        }
      }();
    });
  });
}
