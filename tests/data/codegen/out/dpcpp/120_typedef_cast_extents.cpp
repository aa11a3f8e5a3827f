#include <sycl/sycl.hpp>

// nekRS-style sizes written with casts to the code's own integer typedefs: an `@inner` bound
// `(dlong)p_Nq`, a `@shared` extent `(dlong)(p_Nq * p_Nq)` and an `@exclusive` array extent
// `(hlong)2`. A cast to an integer typedef folds like a cast to the type it names.
typedef int dlong;

typedef long long hlong;

extern "C" void _occa_typedefCastExtents_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const dlong &Nelements, const float *q, float *Aq) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 4, 4)]] {
      [=]() mutable {
        {
          dlong e = 0 + item_.get_group(2);
          auto &s_q = *sycl::ext::oneapi::group_local_memory_for_overwrite<float[(dlong)(4 * 4)]>(item_.get_group());
          float r[(hlong)2];
          {
            dlong j = 0 + item_.get_local_id(1);
            {
              dlong i = 0 + item_.get_local_id(2);
              s_q[j * 4 + i] = q[e * 4 * 4 + j * 4 + i];
              r[0] = (float)i;
              r[1] = (float)j;
            }
          }
          sycl::group_barrier(item_.get_group());
          {
            dlong j = 0 + item_.get_local_id(1);
            {
              dlong i = 0 + item_.get_local_id(2);
              Aq[e * 4 * 4 + j * 4 + i] = s_q[i * 4 + j] + 10.0f * r[0] + 100.0f * r[1];
            }
          }
        }
      }();
    });
  });
}
