#include <sycl/sycl.hpp>

// Non-uniform `return`s in the innermost body of a 3-D @inner nest (2 x 3 x 4 = 24 work-items):
// from a `switch` case, from a `do`-`while` loop and from a regular `for` loop. A mid-level
// statement that uses an @exclusive variable sits between two innermost loops of the nest, and a
// later 3-D nest counts the surviving work-items with @atomic updates and writes their results.
// Group 3 returns entirely in the first loop (the early group exit).
extern "C" void _occa_return3d_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &groups, const int *x, int *out, int *mid, int *count, int *sum) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(2, 3, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          bool _occa_returned = false;
          int v;
          int steps;
          {
            int z = 0 + item_.get_local_id(0);
            if (!_occa_returned) {
              {
                int y = 0 + item_.get_local_id(1);
                {
                  int w = 0 + item_.get_local_id(2);
                  const int id = ((g * 2 + z) * 3 + y) * 4 + w;
                  v = x[id];
                  steps = 0;
                  if (g == 3) {
                    _occa_returned = true;
                  }
                  if (!_occa_returned) {
                    switch (v % 5) {
                      case 0:
                        _occa_returned = true;
                        break;
                      case 1:
                        v += 10;
                        break;
                      default:
                        break;
                    }
                    if (!_occa_returned) {
                      do {
                        ++steps;
                        if (steps > 2 && v % 7 == 3) {
                          _occa_returned = true;
                          break;
                        }
                      } while (steps < 4);
                    }
                  }
                }
                if (!_occa_returned) {
                  {
                    using _occa_atomic_t = int;
                    sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(mid[(g * 2 + z) * 3 + y]);
                    _occa_ref += (_occa_atomic_t) (v > 0 ? 1 : 0);
                  }
                  {
                    int w = 0 + item_.get_local_id(2);
                    for (int k = 0; k < 3; ++k) {
                      if (v + k == 20) {
                        _occa_returned = true;
                        break;
                      }
                    }
                    if (!_occa_returned) {
                      v = v * 2 + steps;
                    }
                  }
                }
              }
            }
          }
          {
            int z = 0 + item_.get_local_id(0);
            if (!_occa_returned) {
              {
                int y = 0 + item_.get_local_id(1);
                {
                  int w = 0 + item_.get_local_id(2);
                  const int id = ((g * 2 + z) * 3 + y) * 4 + w;
                  {
                    using _occa_atomic_t = int;
                    sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(count[g]);
                    _occa_ref += (_occa_atomic_t) (1);
                  }
                  {
                    using _occa_atomic_t = int;
                    sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(sum[0]);
                    _occa_ref += (_occa_atomic_t) (v);
                  }
                  out[id] = v;
                }
              }
            }
          }
        }
      }();
    });
  });
}
