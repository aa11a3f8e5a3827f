#include <sycl/sycl.hpp>

// Loop iterators written per work-item in shapes that need more than a plain copy in one
// `@inner` body (case 246 has the plain ones). On a GPU every work-item computes each
// iterator from its own group and thread index, so a write changes only its own copy:
// * an `@outer` iterator written in a first `@inner` loop and read in a later one (the host
//   keeps one copy per work-item across the two loops);
// * an outer `@inner` iterator written in one nested `@inner` loop and read in the next one,
//   both inside its own body;
// * an `@outer` iterator written in a nested `@outer` body, once per group of the nested loop;
// * an `@outer` iterator written through a helper's reference parameter inside `@inner`;
// * the element iterator of a `@tile` stepped inside its body.
void bump(int &v, int by) {
  v += by;
}

extern "C" void _occa_iteratorsPerItem_0(sycl::queue *queue_, sycl::nd_range<3> *range_, int *a, int *b, int *c, int *d, int *e) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            g += t;
          }
          {
            int t = 0 + item_.get_local_id(2);
            a[(g - t) * 4 + t] = g;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_iteratorsPerItem_1(sycl::queue *queue_, sycl::nd_range<3> *range_, int *a, int *b, int *c, int *d, int *e) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 2, 3)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int y = 0 + item_.get_local_id(1);
            {
              int x = 0 + item_.get_local_id(2);
              y = y * 10 + x;
            }
            {
              int x = 0 + item_.get_local_id(2);
              b[(g * 2 + y / 10) * 3 + x] = y + 100 * g;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_iteratorsPerItem_2(sycl::queue *queue_, sycl::nd_range<3> *range_, int *a, int *b, int *c, int *d, int *e) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(1);
          {
            int h = 0 + item_.get_group(2);
            g = g * 10 + h;
            {
              int t = 0 + item_.get_local_id(2);
              c[(g / 10 * 3 + h) * 2 + t] = g + t;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_iteratorsPerItem_3(sycl::queue *queue_, sycl::nd_range<3> *range_, int *a, int *b, int *c, int *d, int *e) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          {
            int t = 0 + item_.get_local_id(2);
            bump(g, 100 * t);
            d[g % 100 * 4 + t] = g;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_iteratorsPerItem_4(sycl::queue *queue_, sycl::nd_range<3> *range_, int *a, int *b, int *c, int *d, int *e) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int _occa_tiled_i = 0 + (4 * item_.get_group(2));
          {
            int i = _occa_tiled_i + item_.get_local_id(2);
            if (i < 10) {
              const int start = i;
              i += 1000;
              e[start] = i;
            }
          }
        }
      }();
    });
  });
}
