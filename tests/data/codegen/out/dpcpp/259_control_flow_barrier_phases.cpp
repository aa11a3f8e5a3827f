#include <sycl/sycl.hpp>

// Control flow inside `@inner` bodies between barrier-separated phases of a regular loop: a
// `do`/`while` with `continue` (which jumps to the condition), a `switch` with fallthrough
// and a `default` in the middle, a backward `goto` loop and a forward `goto` past a block, a
// `continue` in a regular `for` inside the body; `@barrier` after each phase and `@barrier`
// inside an `if` on the regular loop's counter. `@shared` ping-pong buffers and an `@exclusive`
// carry connect the phases.
extern "C" void _occa_controlPhases_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int &rounds, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 6)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          auto &buf = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[2][6]>(item_.get_group());
          int carry;
          {
            int t = 0 + item_.get_local_id(2);
            buf[0][t] = g + t;
            carry = 0;
          }
          sycl::group_barrier(item_.get_group());
          for (int r = 0; r < rounds; ++r) {
            const int src = r % 2;
            const int dst = 1 - src;
            {
              int t = 0 + item_.get_local_id(2);
              int v = buf[src][(t + 1) % 6];
              int k = 0;
              do {
                ++k;
                if (k == 2) {
                  continue;
                }
                v += k;
              } while (k < 4);
              switch ((t + r) % 4) {
                case 0:
                  v *= 2;
                default:
                  v += 1;
                case 2:
                  v += 10;
                  break;
                case 3:
                  v -= 3;
              }
              int steps = 0;
            again:
              if (steps < t % 3) {
                ++steps;
                v += 100;
                goto again;
              }
              if (v % 2 == 0) {
                goto skip;
              }
              v += 1000;
            skip:
              for (int j = 0; j < 4; ++j) {
                if (j == t % 4) {
                  continue;
                }
                carry += j;
              }
              buf[dst][t] = v % 100000;
            }
            sycl::group_barrier(item_.get_group());
            if (r % 2 == 1) {
              sycl::group_barrier(item_.get_group());
            }
          }
          {
            int t = 0 + item_.get_local_id(2);
            out[(g * 6 + t) * 2] = buf[rounds % 2][t];
            out[(g * 6 + t) * 2 + 1] = carry;
          }
        }
      }();
    });
  });
}
