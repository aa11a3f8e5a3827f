#include <sycl/sycl.hpp>

// One templated kernel instantiated three times (type, block size and a bool switch): @shared
// storage and @inner extents from the non-type parameter, an @exclusive of the type parameter,
// a barrier tree in a regular loop, `if (SQUARE)` on the bool parameter.
extern "C" void _occa_blockSum_double_4_false_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const double *in, double *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<double[4]>(item_.get_group());
          double v;
          {
            int t = 0 + item_.get_local_id(2);
            const int i = g * 4 + t;
            v = i < n ? in[i] : double(0);
            if (false) {
              v *= v;
            }
            s[t] = v;
          }
          sycl::group_barrier(item_.get_group());
          for (int stride = 4 / 2; stride > 0; stride /= 2) {
            {
              int t = 0 + item_.get_local_id(2);
              if (t < stride) {
                s[t] += s[t + stride];
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 0) {
              out[g] = s[0] + (double)4;
            }
            if (t == 4 - 1) {
              out[(n + 4 - 1) / 4 + g] = v;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_blockSum_int_8_true_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const int *in, int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[8]>(item_.get_group());
          int v;
          {
            int t = 0 + item_.get_local_id(2);
            const int i = g * 8 + t;
            v = i < n ? in[i] : int(0);
            if (true) {
              v *= v;
            }
            s[t] = v;
          }
          sycl::group_barrier(item_.get_group());
          for (int stride = 8 / 2; stride > 0; stride /= 2) {
            {
              int t = 0 + item_.get_local_id(2);
              if (t < stride) {
                s[t] += s[t + stride];
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 0) {
              out[g] = s[0] + (int)8;
            }
            if (t == 8 - 1) {
              out[(n + 8 - 1) / 8 + g] = v;
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_blockSum_unsigned_2_false_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &n, const unsigned int *in, unsigned int *out) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 2)]] {
      [=]() mutable {
        {
          int g = 0 + item_.get_group(2);
          auto &s = *sycl::ext::oneapi::group_local_memory_for_overwrite<unsigned int[2]>(item_.get_group());
          unsigned int v;
          {
            int t = 0 + item_.get_local_id(2);
            const int i = g * 2 + t;
            v = i < n ? in[i] : (unsigned int)0;
            if (false) {
              v *= v;
            }
            s[t] = v;
          }
          sycl::group_barrier(item_.get_group());
          for (int stride = 2 / 2; stride > 0; stride /= 2) {
            {
              int t = 0 + item_.get_local_id(2);
              if (t < stride) {
                s[t] += s[t + stride];
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 0) {
              out[g] = s[0] + (unsigned int)2;
            }
            if (t == 2 - 1) {
              out[(n + 2 - 1) / 2 + g] = v;
            }
          }
        }
      }();
    });
  });
}
