#include <sycl/sycl.hpp>

namespace phys {
  typedef float real_t;
  struct Params {
    int shift;
    float gain;
  };
  enum Mode { ADD = 0, SUB = 1 };
}

// Kernel parameters whose types live in a namespace: a typedef of float, a struct and an
// enum. The metadata must describe them like the same types declared at file scope
// (spec §9.1: typedefs map to their builtin dtype, structs list their fields, enums their
// enumerators).
extern "C" void _occa_namespaceMetadata_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const phys::real_t &scale, const phys::Params &prm, const phys::Mode &mode, const phys::real_t *x, phys::real_t *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + (8 * item_.get_group(2));
          {
            int t = 0 + item_.get_local_id(2);
            const int i = b + t;
            if (i < n) {
              const phys::real_t v = scale * prm.gain * x[i];
              y[i] = mode == phys::ADD ? v + prm.shift : v - prm.shift;
            }
          }
        }
      }();
    });
  });
}
