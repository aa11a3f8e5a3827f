#include <sycl/sycl.hpp>

// `@barrier` under uniform control flow between `@inner` loops: inside an `if` on a kernel
// argument, in both branches of an `if`/`else` on the `@outer` iterator, in a regular loop whose
// uniform `continue` skips a phase and whose `break` ends it, and after a `while` loop; the
// `@inner` bodies hold regular loops with their own `continue`/`break` (not uniform), and a
// `@shared` ping-pong buffer carries values between phases.
extern "C" void _occa_barrierControl_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int &rounds, const int &skip, const int *x, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &buf = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2][8]>(item_.get_group());
          int cur;
          {
            int t = 0 + item_.get_local_id(2);
            cur = 0;
            buf[0][t] = x[b * 8 + t];
          }
          sycl::group_barrier(item_.get_group());
          if (skip > 0) {
            sycl::group_barrier(item_.get_group());
            {
              int t = 0 + item_.get_local_id(2);
              buf[1][t] = buf[0][(t + 1) % 8];
            }
            sycl::group_barrier(item_.get_group());
            {
              int t = 0 + item_.get_local_id(2);
              buf[0][t] = buf[1][t] * 2;
            }
            sycl::group_barrier(item_.get_group());
          }
          for (int r = 0; r < rounds; ++r) {
            if (r == skip) {
              continue;
            }
            if (r > 5) {
              break;
            }
            {
              int t = 0 + item_.get_local_id(2);
              int acc = 0;
              for (int k = 0; k < 8; ++k) {
                if ((k + t) % 3 == 0) {
                  continue;
                }
                if (k > t + 4) {
                  break;
                }
                acc += buf[cur][k];
              }
              buf[1 - cur][t] = acc % 1000;
            }
            sycl::group_barrier(item_.get_group());
            {
              int t = 0 + item_.get_local_id(2);
              cur = 1 - cur;
            }
          }
          if (b % 2 == 0) {
            {
              int t = 0 + item_.get_local_id(2);
              buf[1 - cur][t] = buf[cur][8 - 1 - t];
            }
            sycl::group_barrier(item_.get_group());
          } else {
            {
              int t = 0 + item_.get_local_id(2);
              buf[1 - cur][t] = -buf[cur][t];
            }
            sycl::group_barrier(item_.get_group());
          }
          int steps = 0;
          while (steps < 2) {
            {
              int t = 0 + item_.get_local_id(2);
              int k = 0;
              do {
                if (k == t) {
                  break;
                }
                buf[1 - cur][t] += 1;
              } while (++k < 3);
            }
            sycl::group_barrier(item_.get_group());
            ++steps;
          }
          {
            int t = 0 + item_.get_local_id(2);
            out[b * 8 + t] = buf[1 - cur][t] * 10 + cur;
          }
        }
      }();
    });
  });
}
