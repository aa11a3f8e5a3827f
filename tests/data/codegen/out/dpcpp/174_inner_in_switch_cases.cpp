#include <sycl/sycl.hpp>

// `@inner` loops inside the cases of a `switch` in an `@outer` body (the mode is a kernel
// argument and the outer iterator), with a case that falls through into the next one, a
// `@shared` buffer and an `@exclusive` value that must survive into the loop after the
// `switch`; plus an `@inner` loop inside `while` with an early `break` of the `while`.
extern "C" void _occa_innerInSwitch_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int &mode, const int *x, int *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[4]>(item_.get_group());
          int e;
          {
            int t = 0 + item_.get_local_id(2);
            e = x[b * 4 + t];
            s[t] = e;
          }
          sycl::group_barrier(item_.get_group());
          switch ((mode + b) % 3) {
            case 0:
              {
                int t = 0 + item_.get_local_id(2);
                e += s[4 - 1 - t];
              }
              sycl::group_barrier(item_.get_group());
              [[fallthrough]];
            case 1:
              {
                int t = 0 + item_.get_local_id(2);
                e *= 2;
              }
              break;
            default:
              {
                int t = 0 + item_.get_local_id(2);
                e = -e;
              }
              break;
          }
          int round = 0;
          while (true) {
            if (round == 3) {
              break;
            }
            {
              int t = 0 + item_.get_local_id(2);
              e += round;
            }
            ++round;
          }
          {
            int t = 0 + item_.get_local_id(2);
            y[b * 4 + t] = e;
          }
        }
      }();
    });
  });
}
