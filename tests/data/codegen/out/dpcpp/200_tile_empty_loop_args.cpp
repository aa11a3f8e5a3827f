#include <sycl/sycl.hpp>

// `@tile` with an empty loop-attribute argument (spec 3.3: either may be omitted, giving a plain
// loop; legacy OCCA accepts the empty argument). `@tile(4, , @inner)`: a plain block loop
// around an @inner element loop, so one work-group runs the @inner loop once per tile and each
// work-item (i - tile start) sums a strided slice into an @exclusive accumulator (the
// libParanumal strided-reduction shape). `@tile(2, @outer, )`: an @outer block loop whose plain
// element loop (with its bounds check) runs the @inner loops of two rows in turn, through a
// @shared row. The normalised spelling `[[okl_tile("(3, , @inner, check=false)")]]` too.
extern "C" void _occa_tileEmptyArgs_0(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &rows, const int &cols, const int *x, int *lane, int *rev, int *mark) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 4)]] {
      [=]() mutable {
        {
          int r = 0 + item_.get_group(2);
          int acc;
          int seen;
          {
            int t = 0 + item_.get_local_id(2);
            acc = 0;
            seen = 0;
          }
          for (int _occa_tiled_c = 0; _occa_tiled_c < cols; _occa_tiled_c += 4) {
            {
              int c = _occa_tiled_c + item_.get_local_id(2);
              if (c < cols) {
                acc += x[r * cols + c];
                ++seen;
              }
            }
          }
          {
            int t = 0 + item_.get_local_id(2);
            lane[r * 4 + t] = acc * 100 + seen;
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileEmptyArgs_1(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &rows, const int &cols, const int *x, int *lane, int *rev, int *mark) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 16)]] {
      [=]() mutable {
        {
          int _occa_tiled_r = 0 + (2 * item_.get_group(2));
          for (int r = _occa_tiled_r; r < _occa_tiled_r + 2; ++r) {
            if (r < rows) {
              auto &row = *sycl::ext::oneapi::group_local_memory_for_overwrite<int[16]>(item_.get_group());
              {
                int c = 0 + item_.get_local_id(2);
                row[c] = c < cols ? x[r * cols + c] : 0;
              }
              sycl::group_barrier(item_.get_group());
              {
                int c = 0 + item_.get_local_id(2);
                if (c < cols) {
                  rev[r * cols + c] = row[cols - 1 - c] - r;
                }
              }
              sycl::group_barrier(item_.get_group());
            }
          }
        }
      }();
    });
  });
}

extern "C" void _occa_tileEmptyArgs_2(sycl::queue *queue_, sycl::nd_range<3> *range_, const int &rows, const int &cols, const int *x, int *lane, int *rev, int *mark) {
  queue_->submit([&](sycl::handler &handler_) {
    handler_.parallel_for(*range_, [=](sycl::nd_item<3> item_) [[sycl::reqd_work_group_size(1, 1, 3)]] {
      [=]() mutable {
        {
          int r = 0 + item_.get_group(2);
          for (int _occa_tiled_c = 0; _occa_tiled_c < 12; _occa_tiled_c += 3) {
            {
              int c = _occa_tiled_c + item_.get_local_id(2);
              mark[r * 12 + c] += c * (r + 1);
            }
          }
        }
      }();
    });
  });
}
