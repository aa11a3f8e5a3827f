#include <sycl/sycl.hpp>

// `@` and `[[okl_...]]` spellings mixed in one kernel and on one loop: a normalised tile beside
// an `@tile`, a trailing `; @inner` under a normalised `@outer`, `@shared` next to
// [[okl_exclusive]], [[okl_nobarrier]] together with a trailing `@inner`, `@barrier` and
// [[okl_barrier]] in one body, and `@atomic` beside [[okl_atomic]].
extern "C" void _occa_blockScaleMixed_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *__restrict__ x, float *__restrict__ y, int *sums) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int _occa_tiled_n = 0 + (16 * item_.get_group(2));
          {
            int n = _occa_tiled_n + item_.get_local_id(2);
            if (n < N) {
              y[n] = 2 * x[n];
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_blockScaleMixed_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *__restrict__ x, float *__restrict__ y, int *sums) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_n = 0 + (8 * item_.get_group(2));
          {
            int n = _occa_tiled_n + item_.get_local_id(2);
            if (n < N) {
              y[n] += 1;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_blockScaleMixed_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *__restrict__ x, float *__restrict__ y, int *sums) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_y = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[8]>(item_.get_group());
          int r_n;
          {
            int t = 0 + item_.get_local_id(2);
            r_n = b * 8 + t;
            s_y[t] = r_n < N ? y[r_n] : 0;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (r_n < N) {
              y[r_n] = s_y[t] + s_y[7 - t];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (r_n < N) {
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(sums[0]);
                _occa_ref += (_occa_atomic_t) (r_n);
              }
              {
                using _occa_atomic_t = int;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(sums[1 + t % 2]);
                _occa_ref += (_occa_atomic_t) (1);
              }
            }
          }
        }
      }();
    });
  });
}
