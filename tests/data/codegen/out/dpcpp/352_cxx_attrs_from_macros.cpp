#include <sycl/sycl.hpp>

// Normalised attributes produced by macros, as a code base that wants plain C++ in its editor
// would write them: object-like macros for the attributes, a function-like one building the
// argument string from `#` and adjacent literals, and `-D`/`#define` names inside the strings.
extern "C" void _occa_reduceBlocks_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *x, float *y, float *partial, float *total) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int _occa_tiled_n = 0 + (16 * item_.get_group(2));
          {
            int n = _occa_tiled_n + item_.get_local_id(2);
            if (n < N) {
              y[n] = x[n] * x[n];
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_reduceBlocks_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *x, float *y, float *partial, float *total) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int _occa_tiled_n = 0 + (16 / 2 * item_.get_group(2));
          {
            int n = _occa_tiled_n + item_.get_local_id(2);
            if (n < N) {
              y[n] += 0.5f;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_reduceBlocks_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *x, float *y, float *partial, float *total) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_v = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[16]>(item_.get_group());
          float r_v;
          {
            int t = 0 + item_.get_local_id(2);
            const int n = b * 16 + t;
            r_v = n < N ? y[n] : 0.0f;
            s_v[t % (16 / 2) + 16 / 2 * (t / (16 / 2))] = r_v;
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t < 16 / 2) {
              s_v[t + 16 / 2 * 0] += s_v[t + 16 / 2 * 1];
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 0) {
              float s = 0;
              for (int k = 0; k < 16 / 2; ++k) {
                s += s_v[k + 16 / 2 * 0];
              }
              partial[b] = s;
              {
                using _occa_atomic_t = float;
                sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(total[0]);
                _occa_ref += (_occa_atomic_t) (s);
              }
            }
            {
              using _occa_atomic_t = float;
              sycl::atomic_ref<_occa_atomic_t, sycl::memory_order::relaxed, sycl::memory_scope::device, sycl::access::address_space::global_space> _occa_ref(total[1]);
              _occa_ref += (_occa_atomic_t) (r_v);
            }
          }
        }
      }();
    });
  });
}
