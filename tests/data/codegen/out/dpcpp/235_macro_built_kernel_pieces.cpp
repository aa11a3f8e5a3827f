#include <sycl/sycl.hpp>

// A kernel assembled from macros as libParanumal/nekRS write them: its name is pasted from a
// `-D` value through a two-level CAT (`massMatrix_N` ## p_N), the `@outer` header comes from a
// variadic macro, `@shared` declarations from a macro taking the extents as `__VA_ARGS__`,
// `#if p_N > 4` chooses a 2-D `@inner` nest over a flattened 1-D one, `_Pragma("unroll ...")`
// is built by stringizing a `-D` value, an `@exclusive` comes through `OKL("@exclusive")` and a
// macro is defined through `@directive("#define ...")`.
extern "C" void _occa_massMatrix_N6_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &Nelements, const float *restrict_M, const float *q, float *Mq) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 7, 7)]] {
      [=]() mutable {
        {
          int e = 0 + item_.get_group(2);
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[(6 + 1) * (6 + 1)]>(item_.get_group());
          auto &s_M = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[6 + 1][6 + 1 + 1]>(item_.get_group());
          float scale;
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              const int n = j * (6 + 1) + i;
              s_q[n] = q[e * ((6 + 1) * (6 + 1)) + n];
              s_M[j][i] = restrict_M[n];
              scale = 1.0f + 0.5f * (e % 3);
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            int j = 0 + item_.get_local_id(1);
            {
              int i = 0 + item_.get_local_id(2);
              float r = 0;
              #pragma unroll (6 + 1)
              for (int k = 0; k < 6 + 1; ++k) {
                r += s_M[i][k] * s_q[j * (6 + 1) + k];
              }
              Mq[e * ((6 + 1) * (6 + 1)) + j * (6 + 1) + i] = scale * r;
            }
          }
        }
      }();
    });
  });
}
