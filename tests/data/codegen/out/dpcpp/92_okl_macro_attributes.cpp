#include <sycl/sycl.hpp>

// Attributes carried by macros the way nekRS and libParanumal headers write them: the
// built-in `OKL("...")` macro (spec §10.4; a `;` right after it is swallowed, so `OUTER;`
// attaches to the next `for`), strings built by stringification and literal concatenation,
// and `#pragma occa attributes` lines.
extern "C" void _occa_oklMacroAttributes_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nE, const float *q, float *r, float *sum) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[4][4]>(item_.get_group());
          float r_q;
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              r_q = q[i + 4 * j] + e;
              s_q[j][i] = r_q;
            }
          }
          sycl::group_barrier(item_.get_group());
          sycl::group_barrier(item_.get_sub_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              r[(e * 4 + j) * 4 + i] = s_q[i][j] + 0.5f * r_q;
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(sum[0]);
                _occa_ref += (_occa_atomic_t) (r_q);
              }
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_oklMacroAttributes_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &nE, const float *q, float *r, float *sum) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int _occa_tiled_k = 0 + (2 * item_.get_group(2));
          {
            int k = _occa_tiled_k + item_.get_local_id(2);
            if (k < nE * 4) {
              r[nE * 4 * 4 + k] = 2.0f * k;
            }
          }
        }
      }();
    });
  });
}
