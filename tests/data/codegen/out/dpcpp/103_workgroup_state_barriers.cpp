#include <sycl/sycl.hpp>

// nekRS-style block kernel: several `@outer` nests in one kernel, each with its own `@shared`
// array of the same name, per-work-group state (plain locals of the `@outer` body) computed and
// updated between `@inner` loops, explicit `@barrier` inside an `if` and in a regular loop of
// the `@outer` body, and a tree reduction whose `@inner` loops sit in a `for` with `/=` update.
extern "C" void _occa_workgroupState_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *x, float *partial, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_x = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[8]>(item_.get_group());
          const int start = b * 8;
          int alive = N - start;
          if (alive > 8) {
            alive = 8;
          }
          {
            int t = 0 + item_.get_local_id(2);
            s_x[t] = t < alive ? x[start + t] : 0.0f;
          }
          sycl::group_barrier(item_.get_group());
          if (alive < 8) {
            sycl::group_barrier(item_.get_group());
          }
          for (int active = 8 / 2; active > 0; active /= 2) {
            {
              int t = 0 + item_.get_local_id(2);
              if (t < active) {
                s_x[t] += s_x[t + active];
              }
            }
            sycl::group_barrier(item_.get_group());
          }
          float scale = 1.0f;
          if (alive < 8) {
            scale = 2.0f;
          }
          {
            int t = 0 + item_.get_local_id(2);
            if (t == 0) {
              partial[b] = scale * s_x[0];
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_workgroupState_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &N, const float *x, float *partial, float *y) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 8)]] {
      [=]() mutable {
        {
          int b = 0 + item_.get_group(2);
          auto &s_x = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[2][8]>(item_.get_group());
          int phase = 0;
          {
            int t = 0 + item_.get_local_id(2);
            const int n = b * 8 + t;
            s_x[phase][t] = n < N ? x[n] : 0.0f;
          }
          sycl::group_barrier(item_.get_group());
          phase = 1 - phase;
          {
            int t = 0 + item_.get_local_id(2);
            s_x[phase][t] = s_x[1 - phase][8 - 1 - t] + partial[b];
          }
          sycl::group_barrier(item_.get_group());
          phase = 1 - phase;
          {
            int t = 0 + item_.get_local_id(2);
            const int n = b * 8 + t;
            if (n < N) {
              y[n] = s_x[1 - phase][t] - s_x[phase][t];
            }
          }
        }
      }();
    });
  });
}
