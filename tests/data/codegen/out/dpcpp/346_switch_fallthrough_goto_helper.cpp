#include <sycl/sycl.hpp>

// Control flow a C author writes without thinking twice: a `switch` on the polynomial order
// whose cases fall through to add lower-order terms (Horner by hand, `[[fallthrough]]` and a
// bare fall-through into `default`), a `switch` inside a regular loop inside the `@inner`
// body with `continue` and `break`, and helpers using `goto` for a search loop with an early
// exit and for a shared clean-up label; the results of both go through an `@exclusive`.
static int findFirstAbove(const int *row, int len, int limit) {
  int k = 0;
again:
  if (k >= len) {
    goto notFound;
  }
  if (row[k] > limit) {
    goto found;
  }
  ++k;
  goto again;
found:
  return k;
notFound:
  return -1;
}

static int clampSum(int a, int b, int hi) {
  int s = a + b;
  if (s <= hi) {
    goto done;
  }
  s = hi;
done:
  return s;
}

extern "C" void _occa_switchFallthroughGotoHelper_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nb, const int *order, const int *data, int *poly, int *found) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          int hit;
          {
            int t = 0 + item_.get_local_id(2);
            const int id = b * 8 + t;
            const int xv = t - 3;
            int p = 0;
            switch (order[id]) {
              case 3:
                p = p * xv + 2;
                [[fallthrough]];
              case 2:
                p = p * xv - 1;
                [[fallthrough]];
              case 1:
                p = p * xv + 5;
                [[fallthrough]];
              default:
                p = p * xv + 7;
                break;
              case -1:
                p = -100;
            }
            poly[id * 2] = p;
            hit = findFirstAbove(data + id * 4, 4, t);
          }
          {
            int t = 0 + item_.get_local_id(2);
            const int id = b * 8 + t;
            int events = 0;
            for (int k = 0; k < 6; ++k) {
              switch ((k + t) % 4) {
                case 0:
                  continue;
                case 1:
                  events += 1;
                  [[fallthrough]];
                case 2:
                  events += 10;
                  break;
                default:
                  events += 100;
              }
              if (events > 300) {
                break;
              }
            }
            poly[id * 2 + 1] = events;
            found[id] = clampSum(hit, id, 20);
          }
        }
      }();
    });
  });
}
