import { useState } from 'react';
import { useNavigate } from 'react-router';
import { esAdminCatalogue } from '../../../../i18n/es-admin-catalogue';
import { notify } from '../../../../lib/toast';
import { AdminQuery } from '../../../components/admin-query';
import { adminPaths } from '../../../lib/admin-paths';
import { useCreateProduct } from '../api/create-product';
import { useCategories } from '../api/get-categories';
import { useUploadProductImage } from '../api/upload-product-image';
import { useProductForm } from '../hooks/use-product-form';
import { errorMessage } from '../utils/error-message';
import { EMPTY_PRODUCT_FORM } from '../utils/product-form';
import { ProductForm } from './product-form';
import { ProductPhotoField } from './product-photo-field';

const f = esAdminCatalogue.form;

/** What the product page is told after a creation whose photo didn't upload. */
export interface CreatedState {
  photoError: string;
}

/**
 * Nuevo producto: the product and its offer are created, then the chosen photo is uploaded
 * (with its progress), then its page opens. A photo that fails leaves the product created and
 * says so on its page, where it can be chosen again.
 */
export function NewProductView({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const categories = useCategories(slug);
  const create = useCreateProduct(slug);
  const upload = useUploadProductImage(slug);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { form, general, submit, busy } = useProductForm({
    defaultValues: EMPTY_PRODUCT_FORM,
    onSubmit: async (values) => {
      const product = await create.mutateAsync(values);
      let photoError: string | null = null;
      if (file) {
        setProgress(0);
        try {
          await upload.mutateAsync({ id: product.id, file, onProgress: setProgress });
        } catch (error) {
          photoError = errorMessage(error);
        } finally {
          setProgress(null);
        }
      }
      notify.success(f.created(product.name));
      const state: CreatedState | null = photoError ? { photoError } : null;
      await navigate(adminPaths.store(slug, `productos/${product.id}`), { state });
    },
  });
  return (
    <AdminQuery query={categories}>
      {(list) => (
        <ProductForm
          form={form}
          categories={list}
          general={general}
          busy={busy}
          submitLabel={f.create}
          busyLabel={f.creating}
          onSubmit={submit}
          photo={
            <ProductPhotoField
              name={form.watch('name')}
              image={null}
              file={file}
              onFile={setFile}
              upload={{ progress, error: null }}
            />
          }
        />
      )}
    </AdminQuery>
  );
}
